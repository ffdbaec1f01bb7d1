import { describe, expect, it } from 'vitest';
import {
  airportClock,
  airportDateTime,
  airportDateTimeSeconds,
  airportDayOf,
  airportInstant,
  airportIso,
  airportMinuteOfDay,
  parseAirportDateTime,
  withAirportOffset,
} from './airport-time';

describe('airportDayOf', () => {
  it('turns over at midnight in Guangzhou, not UTC', () => {
    expect(airportDayOf(new Date('2026-11-21T15:59:59.999Z'))).toBe('2026-11-21');
    expect(airportDayOf(new Date('2026-11-21T16:00:00.000Z'))).toBe('2026-11-22');
    expect(airportDayOf(new Date('2026-11-22T15:59:59.999Z'))).toBe('2026-11-22');
    expect(airportDayOf(new Date('2026-11-21T12:00:00.000Z'))).toBe('2026-11-21');
  });

  it('agrees with Intl for instants across a year, in any order', () => {
    const f = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });
    for (let i = 0; i < 400; i++) {
      const at = new Date(
        Date.UTC(2026, 0, 1) + ((i * 7919) % 365) * 86_400_000 + ((i * 104729) % 86_400_000),
      );
      expect(airportDayOf(at)).toBe(f.format(at));
    }
  });
});

describe('airport wall-clock texts', () => {
  const late = new Date('2026-11-21T16:05:09.999Z'); // 00:05:09 on the 22nd in Guangzhou

  it('writes the airport wall clock, cut (not rounded) to the field', () => {
    expect(airportIso(late)).toBe('2026-11-22T00:05:09+08:00');
    expect(airportDateTimeSeconds(late)).toBe('2026-11-22 00:05:09');
    expect(airportDateTime(late)).toBe('2026-11-22 00:05');
    expect(airportClock(late)).toBe('00:05');
    expect(airportMinuteOfDay(late)).toBe(5);
  });

  it('takes epoch ms as well as a Date', () => {
    const ms = late.getTime();
    expect(airportIso(ms)).toBe(airportIso(late));
    expect(airportDateTimeSeconds(ms)).toBe('2026-11-22 00:05:09');
    expect(airportDateTime(ms)).toBe('2026-11-22 00:05');
    expect(airportClock(ms)).toBe('00:05');
    expect(airportMinuteOfDay(ms)).toBe(5);
  });

  it('stays on the previous airport day until 16:00 UTC', () => {
    const before = new Date('2026-11-21T15:59:00Z');
    expect(airportDateTime(before)).toBe('2026-11-21 23:59');
    expect(airportMinuteOfDay(before)).toBe(1439);
    expect(airportDateTime(before).slice(0, 10)).toBe(airportDayOf(before));
  });

  it('agrees with Intl in Asia/Shanghai', () => {
    const f = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let i = 0; i < 200; i++) {
      const at =
        Date.UTC(2026, 0, 1) + ((i * 7919) % 365) * 86_400_000 + ((i * 104729) % 86_400_000);
      expect(airportDateTime(at)).toBe(f.format(at).replace(', ', ' '));
    }
  });

  it('throws on an invalid instant, as toISOString does', () => {
    expect(() => airportIso(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('appends the offset to an airport-local ISO text', () => {
    expect(withAirportOffset('2026-11-22T14:05:00')).toBe('2026-11-22T14:05:00+08:00');
  });
});

describe('airport-local texts to instants', () => {
  it('places a date and minute of the day in airport time', () => {
    expect(new Date(airportInstant('2026-11-22', 0)).toISOString()).toBe(
      '2026-11-21T16:00:00.000Z',
    );
    expect(new Date(airportInstant('2026-11-22', 14 * 60 + 5)).toISOString()).toBe(
      '2026-11-22T06:05:00.000Z',
    );
    // Minutes past the day run into the next (schedules give "+1" days as 1440 minutes).
    expect(airportInstant('2026-11-22', 1440)).toBe(airportInstant('2026-11-23', 0));
    expect(airportInstant('not a date', 0)).toBeNaN();
  });

  it('reads "YYYY-MM-DD HH:mm" as airport time', () => {
    const ms = parseAirportDateTime('2026-11-22 14:05');
    expect(new Date(ms).toISOString()).toBe('2026-11-22T06:05:00.000Z');
    expect(airportDateTime(ms)).toBe('2026-11-22 14:05');
    expect(parseAirportDateTime('2026-11-22 14:05')).toBe(
      airportInstant('2026-11-22', 14 * 60 + 5),
    );
    expect(parseAirportDateTime('tomorrow')).toBeNaN();
  });

  it('reads the flight service\'s "YYYY-MM-DD HH:mm:ss" and an ISO "T" alike; refuses other text', () => {
    expect(parseAirportDateTime(' 2026-11-22 14:05:09 ')).toBe(Date.parse('2026-11-22T06:05:09Z'));
    expect(parseAirportDateTime('2026-11-22T14:05')).toBe(parseAirportDateTime('2026-11-22 14:05'));
    for (const text of ['2026-11-22', '2026-11-22 14:05+08:00', '22/11/2026 14:05', ''])
      expect(parseAirportDateTime(text)).toBeNaN();
  });

  it('takes an instant as a Date, epoch ms or ISO text with its offset', () => {
    const ms = Date.parse('2026-11-22T16:30:00Z');
    for (const instant of [ms, new Date(ms), '2026-11-23T00:30:00+08:00'])
      expect(airportIso(instant)).toBe('2026-11-23T00:30:00+08:00');
  });
});
