import type { OpsFlight } from '@can/contracts/admin-ops';
import { describe, expect, it } from 'vitest';
import { AUTOMATIC, bodyOf, formOf, statusChoices } from './flight-form';

const flight = (override: OpsFlight['override']) =>
  ({ record: { flightId: '2026-11-22-D-CZ3101', depOrArr: 'D' }, override }) as OpsFlight;

describe('flight editor values', () => {
  it('shows what operations set, in datetime-local form, and empty for automatic', () => {
    expect(formOf(flight(null))).toEqual(AUTOMATIC);
    expect(
      formOf(
        flight({
          status: 'delayed',
          estDeparture: '2026-11-22 15:35',
          estArrival: null,
          gate: 'B231',
          belt: null,
          counter: 'H13-H24',
          updatedAt: '2026-11-22T06:00:00.000Z',
          updatedBy: 'duty.manager',
        }),
      ),
    ).toEqual({
      status: 'delayed',
      estDeparture: '2026-11-22T15:35',
      estArrival: '',
      gate: 'B231',
      belt: '',
      counter: 'H13-H24',
    });
  });

  it('sends null for every empty field, airport times with a space, codes upper-cased', () => {
    expect(
      bodyOf('2026-11-22-D-CZ3101', {
        status: '',
        estDeparture: '2026-11-22T16:05',
        estArrival: '',
        gate: ' b231 ',
        belt: '',
        counter: 'h13-h24',
      }),
    ).toEqual({
      flightId: '2026-11-22-D-CZ3101',
      status: null,
      estDeparture: '2026-11-22 16:05',
      estArrival: null,
      gate: 'B231',
      belt: null,
      counter: 'H13-H24',
    });
  });

  it('offers the statuses of the flight service that fit the direction', () => {
    expect(statusChoices('D')).toContain('boarding');
    expect(statusChoices('D')).not.toContain('arrived');
    expect(statusChoices('A')).toContain('arrived');
    expect(statusChoices('A')).not.toContain('lastCall');
  });
});
