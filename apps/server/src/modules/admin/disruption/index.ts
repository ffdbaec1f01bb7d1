import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../audit';
import type { DisruptionPort } from './ports';
import { disruptionAdminRoutes } from './routes';
import { createDisruptionAdmin } from './service';

export type { DisruptionPort } from './ports';

export interface DisruptionAdminDeps {
  audit: AuditLog;
  /** Crisis mode: its state and the switch (disruption module). */
  disruption: DisruptionPort;
}

/** Crisis mode's switch in the back office. */
export const disruptionAdmin: FastifyPluginAsyncZod<DisruptionAdminDeps> = async (app, deps) => {
  await app.register(disruptionAdminRoutes, { crisis: createDisruptionAdmin(deps) });
};
