import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Store } from '../../platform/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMemberHooks } from './member-hooks';
import { createMemberSessions } from './member-sessions';
import { memberRoutes } from './routes';
import { createMemberService, type FlightLookup, type SmsCodeChecker } from './service';

export interface MemberAreaDeps {
  db: Db;
  store: Store;
  clock: Clock;
  /** The sms module's code service (app.ts passes it; modules never import each other). */
  smsCodes: SmsCodeChecker;
}

/**
 * The member area, built once: sessions, the hooks other modules take (the member of a request,
 * contact-form points), and `routes` for the user/* calls, which need the flights' lookup.
 */
export function createMemberArea({ db, store, clock, smsCodes }: MemberAreaDeps) {
  const sessions = createMemberSessions(db, clock);
  const hooks = createMemberHooks(sessions, clock);
  const routes: FastifyPluginAsyncZod<{ flightLookup: FlightLookup }> = async (
    app,
    { flightLookup },
  ) => {
    const members = createMemberService({ db, store, clock, sessions, smsCodes, flightLookup });
    await app.register(memberRoutes, { members, sessions });
  };
  return { sessions, hooks, routes };
}

export type MemberArea = ReturnType<typeof createMemberArea>;
