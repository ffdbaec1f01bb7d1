import { describe, expect, it } from 'vitest';
import { departure } from '../testing/flight-fixtures';
import { flashMark, itemProps } from './board-list';

describe('board list', () => {
  it('gives each flight its flash and the now line before its index', () => {
    const a = departure('CZ3101', '08:05');
    const b = departure('CZ3102', '09:10');
    const list = {
      flights: [a, b],
      direction: 'departures' as const,
      caption: 'Arrivals',
      flashes: new Map([[b.flightId, 3]]),
      nowLine: { index: 1, label: 'Now 17:06' },
    };
    expect(itemProps(list, a, 0)).toEqual({
      record: a,
      departing: true,
      flash: undefined,
      nowLabel: undefined,
    });
    expect(itemProps(list, b, 1)).toMatchObject({ flash: 3, nowLabel: 'Now 17:06' });
  });

  it('alternates the flash mark so each change restarts the highlight', () => {
    expect(flashMark(undefined)).toBeUndefined();
    expect(flashMark(1)).toBe('odd');
    expect(flashMark(2)).toBe('even');
  });
});
