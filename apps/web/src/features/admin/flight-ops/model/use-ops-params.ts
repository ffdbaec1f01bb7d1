import { useSearchParams } from 'react-router';
import type { Day } from '../api/flight-ops-api';

const DAYS: readonly Day[] = [-1, 0, 1];

/** The search and the flight being edited, kept in the address (shareable, back button). */
export function useOpsParams() {
  const [params, setParams] = useSearchParams();
  const flightNo = (params.get('flightNo') ?? '').toUpperCase();
  const dayValue = Number(params.get('day') ?? '0');
  const day = (DAYS as readonly number[]).includes(dayValue) ? (dayValue as Day) : 0;
  const flightId = params.get('flightId') ?? '';
  return {
    flightNo,
    day,
    flightId,
    search(next: { flightNo: string; day: Day }) {
      setParams({ flightNo: next.flightNo, day: String(next.day) });
    },
    edit(id: string) {
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (id) copy.set('flightId', id);
        else copy.delete('flightId');
        return copy;
      });
    },
  };
}
