import { useSearchParams } from 'react-router';
import type { CheckinSearch } from '../api/checkin-support-api';

/** The search and the chosen passenger, kept in the address. */
export function useCheckinParams() {
  const [params, setParams] = useSearchParams();
  const search: CheckinSearch = {
    ticketNo: params.get('ticketNo') ?? '',
    name: params.get('name') ?? '',
    flightNo: params.get('flightNo') ?? '',
    date: params.get('date') ?? '',
  };
  const segmentId = Number(params.get('segmentId') ?? '0') || 0;
  return {
    search,
    segmentId,
    find(next: CheckinSearch) {
      setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')));
    },
    choose(id: number) {
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (id) copy.set('segmentId', String(id));
        else copy.delete('segmentId');
        return copy;
      });
    },
  };
}
