import type { MessageKey } from '../../platform/messages';
import { ageOn } from './id-card';
import type { PassengerRow } from './repo';

/** Spec section 9: online check-in is only for ordinary adults. */
export const MAX_AGE = 70;
export const CHILD_UNDER = 12;

/** Special-service codes that send a passenger to the counter, with their refusal. */
const REFUSED_SERVICES: [string, MessageKey][] = [
  ['UMNR', 'checkinUnaccompaniedMinor'],
  ['INFT', 'checkinWithInfant'],
  ['STCR', 'checkinStretcher'],
  ['MEDA', 'checkinPatient'],
  ['PREG', 'checkinPregnant'],
];

/**
 * Why the passenger is not an ordinary adult on `day` (YYYY-MM-DD), or null when they are:
 * the booking's passenger type and special-service codes, and the age on the day of the flight
 * (70 or more is "over 70"; under 12 is a child whatever the booking says).
 */
export function notOrdinaryAdult(passenger: PassengerRow, day: string): MessageKey | null {
  const services = passenger.special_services.split(' ').filter(Boolean);
  for (const [code, key] of REFUSED_SERVICES) if (services.includes(code)) return key;
  if (passenger.passenger_type === 'INF' || passenger.passenger_type === 'CHD')
    return 'checkinChild';
  const age = ageOn(passenger.birth_date, day);
  if (age < CHILD_UNDER) return 'checkinChild';
  if (age >= MAX_AGE) return 'checkinOverAge';
  return null;
}
