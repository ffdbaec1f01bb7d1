/**
 * The check-in service: the rules behind the passenger's check-in routes, taking plain values
 * (decision 028). Its methods live in service/ by what they do; this file puts them together.
 */
import type { CheckinServiceDeps } from './service/deps';
import { boardingPassMethods } from './service/boarding-pass';
import { itineraryMethods } from './service/itinerary';
import { seatMethods } from './service/seats';
import { signInMethods } from './service/sign-in';

export type { CheckinServiceDeps, CheckinSmsCodes } from './service/deps';

export function createCheckinService(deps: CheckinServiceDeps) {
  return {
    ...signInMethods(deps),
    ...itineraryMethods(deps),
    ...seatMethods(deps),
    ...boardingPassMethods(deps),
  };
}

export type CheckinService = ReturnType<typeof createCheckinService>;
