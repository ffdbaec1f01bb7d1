import { answers } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';

export interface TestClockOptions {
  advance(ms: number): void;
  /** Runs what reacts to time at once (the flight change feed), so tests need not wait. */
  afterAdvance(): Promise<unknown>;
}

/** Tests only (TEST_CLOCK_CONTROL, refused in production): move the server's clock forward. */
export const testClockRoutes: FastifyPluginAsyncZod<TestClockOptions> = async (
  app,
  { advance, afterAdvance },
) => {
  app.post(
    '/byairport-cms/test/clock',
    {
      schema: {
        body: z.object({
          advanceMinutes: z
            .number()
            .int()
            .min(0)
            .max(7 * 24 * 60),
        }),
        // Tests only, so its contract lives here rather than in @can/contracts.
        response: answers(z.object({ now: z.iso.datetime() })),
      },
    },
    async (request) => {
      advance(request.body.advanceMinutes * 60_000);
      await afterAdvance();
      return ok(request, { now: new Date().toISOString() });
    },
  );
};
