/** The passenger's itinerary: who they are (masked), each segment and what it allows now. */
import type { Locale } from '@can/contracts';
import type { CertType, CheckinItinerary } from '@can/contracts/checkin';
import { message } from '../../../platform/messages';
import { rollDemoSegments } from '../bookings';
import * as repo from '../repo';
import { segmentAnswer } from './answers';
import type { CheckinServiceDeps } from './deps';
import { passenger, scheduled } from './lookup';

export function itineraryMethods(
  deps: Pick<CheckinServiceDeps, 'db' | 'clock' | 'flightsOn' | 'helpLine'>,
) {
  const { db, clock, flightsOn } = deps;
  const helpLine = deps.helpLine ?? '020-36066999';
  return {
    async itinerary(passengerId: number, locale: Locale): Promise<CheckinItinerary> {
      const p = await passenger(db, passengerId);
      if (p.demo) await rollDemoSegments(db, flightsOn, p.id, clock.now());
      const segments = await repo.segmentsOf(db, p.id);
      const list = await Promise.all(
        segments.map(async (s) =>
          segmentAnswer(
            p,
            s,
            locale,
            (await scheduled(flightsOn, s))?.terminal ?? '',
            clock.now().getTime(),
          ),
        ),
      );
      const certNo =
        p.cert_no.length > 8
          ? `${p.cert_no.slice(0, 4)}${'*'.repeat(p.cert_no.length - 8)}${p.cert_no.slice(-4)}`
          : p.cert_no;
      return {
        passenger: {
          name: p.name,
          certType: p.cert_type as CertType,
          certNo,
          mobile:
            p.mobile.length > 7 ? `${p.mobile.slice(0, 3)}****${p.mobile.slice(-4)}` : p.mobile,
        },
        segments: list,
        helpLine: { phone: helpLine, hours: message(locale, 'checkinHelpHours') },
      };
    },
  };
}
