import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disruptionRoutes } from './routes';
import type { DisruptionService } from './service';

/** The disruption module's public API: crisis mode, for the back office and the live stream. */
export {
  createDisruptionService,
  DISRUPTION_CHANNEL,
  type DisruptionService,
  type DisruptionServiceDeps,
  type RecordChange,
} from './service';

export interface DisruptionDeps {
  /** Built once in app.ts: the back office and the live stream share its state and listeners. */
  disruption: DisruptionService;
}

/** GET disruption/current. */
export const disruptionModule: FastifyPluginAsyncZod<DisruptionDeps> = async (
  app,
  { disruption },
) => {
  await app.register(disruptionRoutes, { disruption });
};
