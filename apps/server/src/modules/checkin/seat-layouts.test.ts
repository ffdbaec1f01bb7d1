import { describe, expect, it } from 'vitest';
import { findSeat, layoutFor, layoutKeyFor, layoutTitle, seatsOf } from './seat-layouts';

describe('cabin layouts', () => {
  it('maps the generator’s fleet to its layouts', () => {
    expect(
      [
        'A320',
        'A20N',
        'A321',
        'B738',
        'B38M',
        'A332',
        'A333',
        'A359',
        'B788',
        'B789',
        'B78X',
        'B77W',
        'B77L',
      ].map(layoutKeyFor),
    ).toEqual([
      'A320',
      'A320',
      'A321',
      'B738',
      'B738',
      'A330',
      'A330',
      'A350',
      'B787',
      'B787',
      'B787',
      'B777',
      'B777',
    ]);
  });

  it.each(['A320', 'A321', 'B738', 'A333', 'A359', 'B789', 'B77W'])(
    '%s: letters skip I, seats are unique, exit rows are in economy, business comes first',
    (type) => {
      const layout = layoutFor(type);
      const seats = seatsOf(layout);
      expect(seats.some((s) => s.letter === 'I')).toBe(false);
      expect(new Set(seats.map((s) => s.seat)).size).toBe(seats.length);
      for (const row of layout.exitRows) {
        expect(seats.find((s) => s.row === row)?.cabin).toBe('Y');
      }
      expect(seats[0]!.cabin).toBe('C');
      expect(seats.filter((s) => s.position === 'window').length).toBeGreaterThan(0);
      expect(layoutTitle(layout)).toMatch(/\(C\d+ Y\d+\)$/);
    },
  );

  it('reads seat codes the way people type them', () => {
    const layout = layoutFor('B77W');
    expect(findSeat(layout, '032a')?.seat).toBe('32A');
    expect(findSeat(layout, '32D')?.position).toBe('aisle');
    expect(findSeat(layout, '32E')?.position).toBe('middle');
    expect(findSeat(layout, '32I')).toBeNull();
    expect(findSeat(layout, '15A')).toBeNull();
    expect(findSeat(layoutFor('A320'), '31B')?.position).toBe('middle');
  });
});
