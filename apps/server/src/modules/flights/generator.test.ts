import { describe, expect, it } from 'vitest';
import { generateDay } from './generator';

describe('the generated schedule', () => {
  it('flies the search hint’s example every day: CZ3101 to Beijing, and CZ3102 back', () => {
    for (const date of ['2026-11-22', '2026-11-27', '2027-02-10', '2027-07-01']) {
      const day = generateDay(date);
      const out = day.filter((f) => f.flightNo === 'CZ3101');
      const back = day.filter((f) => f.flightNo === 'CZ3102');
      expect(out, date).toHaveLength(1);
      expect(back, date).toHaveLength(1);
      expect(out[0]).toMatchObject({ depOrArr: 'D', city: 'PEK', airline: 'CZ', type: '1' });
      expect(back[0]).toMatchObject({ depOrArr: 'A', city: 'PEK', airline: 'CZ' });
      // No other flight of the day shares a number.
      const ids = day.map((f) => f.flightId);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
