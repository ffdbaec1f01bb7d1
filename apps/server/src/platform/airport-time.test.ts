import { describe, expect, it } from 'vitest';
import { airportDayOf } from './airport-time';

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
