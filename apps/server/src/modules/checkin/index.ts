/**
 * The check-in module's front door, for app.ts: one plugin builds the area from what other
 * modules lend it (the schedule, the captcha check, the SMS code service, the member ledger).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Departure } from './departures';
import { createMemberLink, type AppendPoints } from './member-link';
import { checkinRoutes } from './routes';
import { createCheckinService, type CheckinSmsCodes } from './service';
import { createCheckinSessions } from './sessions';

export { createBookings, NoFlightError } from './bookings';
export { createAirportDesk, type AirportDesk, type DeskSegment } from './airport-desk';
export type { AppendPoints } from './member-link';
export type { CheckinSmsCodes } from './service';

export interface CheckinDeps {
  db: Db;
  clock: Clock;
  /** The flight schedule (the flights module's source). */
  schedule: { flightsOn(date: string): Promise<Departure[]> };
  smsCodes: CheckinSmsCodes;
  verifyCaptcha: (uuid: string, answer: string) => Promise<void>;
  /** The member module's appendPoints and the points a check-in earns. */
  memberPoints?: { append: AppendPoints; perCheckIn: number };
}

export const checkinModule: FastifyPluginAsyncZod<CheckinDeps> = async (app, deps) => {
  const sessions = createCheckinSessions(deps.db, deps.clock);
  const checkin = createCheckinService({
    ...deps,
    flightsOn: (date) => deps.schedule.flightsOn(date),
    sessions,
    memberLink: deps.memberPoints
      ? createMemberLink(deps.memberPoints.append, deps.memberPoints.perCheckIn)
      : undefined,
  });
  await app.register(checkinRoutes, { checkin, sessions });
};
