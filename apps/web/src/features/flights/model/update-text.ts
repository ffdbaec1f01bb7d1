import type { TFunction } from '../../../lib/i18n';
import type { FlightRecord } from '@can/contracts/flights';
import type { Locale } from '@can/contracts/locale';
import type { FlightChange } from '../../../lib/live-stream';
import { statusText } from './flight-text';
import { bestTime, clock } from './flight-times';

const STATUS_MESSAGES = [
  'boarding',
  'lastCall',
  'delayed',
  'cancelled',
  'departed',
  'arrived',
  'diverted',
];

/**
 * One short sentence for a change, the most important part first (status, then gate, time,
 * belt): "CZ3101 now boarding at gate B262". Read out by the board's polite live region and
 * shown in the alerts of followed flights.
 */
export function describeUpdate(
  r: FlightRecord,
  changed: readonly FlightChange[],
  t: TFunction,
  locale: Locale,
): string {
  const values = {
    flight: r.flightNo,
    gate: r.boardingGate,
    belt: r.baggageTable,
    time: clock(bestTime(r, r.depOrArr === 'D' ? 'departure' : 'arrival')),
    status: statusText(r, locale),
  };
  if (changed.includes('status')) {
    const key = STATUS_MESSAGES.includes(r.flightStatus) ? r.flightStatus : 'other';
    const withGate = (key === 'boarding' || key === 'lastCall') && !r.boardingGate ? 'NoGate' : '';
    return t(`update.status.${key}${withGate}`, values);
  }
  if (changed.includes('gate') && r.boardingGate) return t('update.gate', values);
  if (changed.includes('time')) return t('update.time', values);
  if (changed.includes('belt') && r.baggageTable) return t('update.belt', values);
  return t('update.status.other', values);
}

/** "CZ3101 now boarding at gate B262. MU5301 gate changed to A901. And 3 more changes." */
export function summarizeUpdates(sentences: string[], t: TFunction, limit = 2): string {
  const shown = sentences.slice(0, limit);
  const more = sentences.length - shown.length;
  return [...shown, ...(more > 0 ? [t('update.more', { count: more })] : [])].join(' ');
}
