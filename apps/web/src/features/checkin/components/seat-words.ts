import type { TFunction } from '../../../lib/i18n';
import type { SeatCell } from '@can/contracts/checkin';

/** A seat in words, e.g. "Seat 32A, window, emergency exit, available". */
export function seatWords(t: TFunction, seat: SeatCell, exitRow: boolean, chosen: boolean): string {
  const state = chosen ? 'chosen' : seat.state === 'emergency' ? 'optional' : seat.state;
  return [
    t('seat.name', { seat: seat.seat }),
    t(`positions.${seat.position}`),
    exitRow || seat.state === 'emergency' ? t('seat.exit') : null,
    t(`seatStates.${state}`),
  ]
    .filter(Boolean)
    .join(t('seat.separator'));
}
