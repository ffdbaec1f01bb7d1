/**
 * The member module: the user/* calls as a plugin, and what it lends. Modules never import each
 * other's internals (ESLint), so app.ts builds the hooks (contact form) from the factories here
 * and hands appendPoints (check-in points) on; other modules get functions, never the tables.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Store } from '../../platform/store';
import type { Mailer } from '../../platform/mailer';
import { createMemberEmail } from './member-email';
import { createMemberSessions } from './member-sessions';
import { memberRoutes } from './routes';
import {
  createMemberService,
  type FlightLookup,
  type FlightsFollowed,
  type FlightUnfollowed,
  type SmsCodeChecker,
} from './service';

export { createMemberSessions, type MemberSessions, TOKEN_TTL_MS } from './member-sessions';
export { createMemberHooks, type MemberHooks } from './member-hooks';
export { POINTS, type PointAppend } from './points-ledger';
export { appendPoints } from './repo';
export { type MemberService, type FlightLookup, type SmsCodeChecker } from './service';

export interface MemberDeps {
  db: Db;
  store: Store;
  clock: Clock;
  /** The sms module's code service (app.ts passes it; modules never import each other). */
  smsCodes: SmsCodeChecker;
  /** The flights' current record of a followed flight (the trips list). */
  flightLookup: FlightLookup;
  /** The confirmation mail of a member's e-mail address, its link signed, on the site's address. */
  mailer: Mailer;
  secret: string;
  siteUrl: string;
  /** Flight alerts for a member's follows (issue 22). */
  onFlightsFollowed?: FlightsFollowed;
  onFlightUnfollowed?: FlightUnfollowed;
}

export const memberModule: FastifyPluginAsyncZod<MemberDeps> = async (app, deps) => {
  const sessions = createMemberSessions(deps.db, deps.clock);
  const members = createMemberService({ ...deps, sessions });
  const emails = createMemberEmail(deps);
  await app.register(memberRoutes, { members, sessions, emails });
};
