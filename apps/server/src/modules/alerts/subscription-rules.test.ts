import { describe, expect, it } from 'vitest';
import type { FlightRecord } from '@can/contracts';
import { flightIsOver, smsAllowedFrom } from './subscription-rules';

/** An instant given in airport time (UTC+8). */
const at = (airport: string) => Date.parse(`${airport}+08:00`);

/** A flight that leaves (D) or lands (A) at the given airport time, as planned. */
function flight(depOrArr: 'D' | 'A', when: string): FlightRecord {
  const time = when.replace('T', ' ');
  return (depOrArr === 'D'
    ? { depOrArr, setoffTimePlan: time, setoffTimePred: '', setoffTimeAct: '' }
    : {
        depOrArr,
        arriTimePlan: time,
        arriTimePred: '',
        arriTimeAct: '',
      }) as unknown as FlightRecord;
}

describe('quiet hours for alert SMS (issue 22: not 23:00–07:00 unless the flight is within 3 h)', () => {
  const tomorrowMorning = flight('D', '2026-11-29T10:00:00');

  it('outside 23:00–07:00 a message goes at once', () => {
    for (const now of ['2026-11-28T07:00:00', '2026-11-28T12:00:00', '2026-11-28T22:59:00'])
      expect(smsAllowedFrom(at(now), tomorrowMorning, true)).toBe(at(now));
  });

  it('from 23:00 it waits for 07:00 the next morning, airport time', () => {
    expect(smsAllowedFrom(at('2026-11-28T23:00:00'), tomorrowMorning, true)).toBe(
      at('2026-11-29T07:00:00'),
    );
    expect(smsAllowedFrom(at('2026-11-28T23:59:00'), tomorrowMorning, true)).toBe(
      at('2026-11-29T07:00:00'),
    );
  });

  it('after midnight it waits for 07:00 the same morning', () => {
    expect(smsAllowedFrom(at('2026-11-29T02:30:00'), tomorrowMorning, true)).toBe(
      at('2026-11-29T07:00:00'),
    );
    expect(smsAllowedFrom(at('2026-11-29T06:59:00'), tomorrowMorning, true)).toBe(
      at('2026-11-29T07:00:00'),
    );
  });

  it('a flight leaving or landing within 3 hours is told at once, even at night', () => {
    const now = at('2026-11-28T23:30:00');
    expect(smsAllowedFrom(now, flight('D', '2026-11-29T02:30:00'), true)).toBe(now);
    expect(smsAllowedFrom(now, flight('A', '2026-11-29T01:00:00'), true)).toBe(now);
    // Just over 3 hours away: it waits.
    expect(smsAllowedFrom(now, flight('D', '2026-11-29T02:31:00'), true)).toBe(
      at('2026-11-29T07:00:00'),
    );
  });

  it('a subscriber who turned quiet hours off is told at any hour', () => {
    const now = at('2026-11-29T03:00:00');
    expect(smsAllowedFrom(now, tomorrowMorning, false)).toBe(now);
  });
});

describe('when a flight is over for alerts (3 hours after it left or landed)', () => {
  it('is over 3 hours after, not before', () => {
    const landed = flight('A', '2026-11-28T10:00:00');
    expect(flightIsOver(landed, at('2026-11-28T12:59:59'))).toBe(false);
    expect(flightIsOver(landed, at('2026-11-28T13:00:00'))).toBe(true);
  });
});
