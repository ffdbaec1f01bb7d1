import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OffsetClock, type Clock } from '../../platform/clock';
import { testClockRoutes } from './routes';

export interface TestClockDeps {
  /** TEST_CLOCK_CONTROL (refused in production by the config). */
  enabled: boolean;
  /** Moved only when it is an OffsetClock; any other clock leaves the route out. */
  clock: Clock;
  /** Runs what reacts to time at once (the flight change feed), so tests need not wait. */
  afterAdvance(): Promise<unknown>;
}

/** Tests only: POST test/clock moves the server's clock forward. Absent unless enabled. */
export const testClockModule: FastifyPluginAsyncZod<TestClockDeps> = async (
  app,
  { enabled, clock, afterAdvance },
) => {
  if (!enabled || !(clock instanceof OffsetClock)) return;
  await app.register(testClockRoutes, { advance: (ms) => clock.advance(ms), afterAdvance });
};
