import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import type { AuditLog } from '../audit';
import type { CheckinDeskPort } from './ports';
import { checkinSupportRoutes } from './routes';
import { createCheckinSupport } from './service';

export type { CheckinDeskPort, DeskSegmentView } from './ports';

export interface CheckinSupportAdminDeps {
  db: Db;
  audit: AuditLog;
  /** Counter/kiosk check-in and seat release (check-in module). */
  checkinDesk: CheckinDeskPort;
}

/** Check-in support in the back office: passenger look-up, desk check-in, seat release. */
export const checkinSupportAdmin: FastifyPluginAsyncZod<CheckinSupportAdminDeps> = async (
  app,
  deps,
) => {
  await app.register(checkinSupportRoutes, { support: createCheckinSupport(deps) });
};
