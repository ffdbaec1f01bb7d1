import { describe, expect, it } from 'vitest';
import { eventsBetween, stateAfter, type AlertFlightState } from './alert-events';

const PLAN = '2026-11-22 15:00:00';
const base: AlertFlightState = {
  status: 'scheduled',
  gate: 'B201',
  counters: 'A01-A06',
  belt: '',
  estimate: PLAN,
};
const kinds = (before: Partial<AlertFlightState>, now: Partial<AlertFlightState>) =>
  eventsBetween({ ...base, ...before }, { ...base, ...now }, PLAN).map((e) => e.kind);

describe('alert events', () => {
  it('tells a new or changed gate and counters, not a gate that went blank', () => {
    expect(eventsBetween(base, { ...base, gate: 'B215' }, PLAN)).toEqual([
      { kind: 'gate', value: 'B215', previous: 'B201' },
    ]);
    expect(kinds({ gate: '' }, { gate: 'B201' })).toEqual(['gate']);
    expect(kinds({}, { gate: '' })).toEqual([]);
    expect(kinds({ counters: '' }, {})).toEqual(['counters']);
  });

  it('tells a delay from 15 minutes on, then each further move of 15 minutes', () => {
    expect(kinds({}, { estimate: '2026-11-22 15:14:00' })).toEqual([]);
    expect(kinds({}, { estimate: '2026-11-22 15:15:00' })).toEqual(['delay']);
    const told = { ...base, estimate: '2026-11-22 15:30:00' };
    expect(eventsBetween(told, { ...told, estimate: '2026-11-22 15:40:00' }, PLAN)).toEqual([]);
    expect(
      eventsBetween(told, { ...told, estimate: '2026-11-22 15:45:00' }, PLAN).map((e) => e.kind),
    ).toEqual(['delay']);
  });

  it('keeps the told estimate until a delay is told, so small steps add up', () => {
    let state = base;
    let told = 0;
    for (const minute of [5, 10, 15, 20, 25, 30]) {
      const now = { ...base, estimate: `2026-11-22 15:${String(minute).padStart(2, '0')}:00` };
      const events = eventsBetween(state, now, PLAN);
      told += events.length;
      state = stateAfter(state, now, events);
    }
    expect(told).toBe(2);
    expect(state.estimate).toBe('2026-11-22 15:30:00');
  });

  it('tells boarding once, cancellation and diversion alone, landing with and then the belt', () => {
    expect(kinds({}, { status: 'boarding' })).toEqual(['boarding']);
    expect(kinds({ status: 'boarding' }, { status: 'lastCall' })).toEqual([]);
    expect(kinds({}, { status: 'cancelled', gate: 'C1' })).toEqual(['cancelled']);
    expect(kinds({ status: 'cancelled' }, { status: 'cancelled', gate: 'C1' })).toEqual([]);
    expect(kinds({}, { status: 'diverted' })).toEqual(['diverted']);
    expect(
      kinds({ gate: '', counters: '' }, { status: 'arrived', gate: '', counters: '' }),
    ).toEqual(['landed']);
    const landed = { ...base, status: 'arrived', gate: '', counters: '' };
    expect(eventsBetween(landed, { ...landed, belt: '12' }, PLAN)).toEqual([
      { kind: 'landed', value: '12', previous: '' },
    ]);
  });
});
