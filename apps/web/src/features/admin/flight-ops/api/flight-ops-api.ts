import { adminOpsPaths } from '@can/contracts/admin-ops-paths';
import type { OpsFlight, OpsFlightList, OpsFlightUpdateBody } from '@can/contracts/admin-ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from '../../shell/admin-api';

export type Day = -1 | 0 | 1;

const keys = {
  all: ['admin', 'flight-ops'] as const,
  find: (flightNo: string, day: Day) => ['admin', 'flight-ops', 'find', flightNo, day] as const,
  detail: (flightId: string) => ['admin', 'flight-ops', 'detail', flightId] as const,
};

/** An airline code and one to four digits: a number, or the beginning of one ("CZ3"). */
export const isFlightNumber = (text: string) => /^[A-Z0-9]{2}\d{1,4}$/.test(text);

/** Flights whose number starts with `flightNo` on the day (nothing asked: no call). */
export function useFlightSearch(flightNo: string, day: Day) {
  return useQuery({
    queryKey: keys.find(flightNo, day),
    queryFn: ({ signal }) =>
      adminGet<OpsFlightList>(adminOpsPaths.flightFind, { flightNo, day }, { signal }),
    enabled: isFlightNumber(flightNo),
  });
}

export function useFlight(flightId: string) {
  return useQuery({
    queryKey: keys.detail(flightId),
    queryFn: ({ signal }) =>
      adminGet<OpsFlight>(adminOpsPaths.flightDetail, { flightId }, { signal }),
    enabled: flightId !== '',
  });
}

/** After a change: the flight's answer in place, the search lists fetched again. */
function useSaved() {
  const queryClient = useQueryClient();
  return (flight: OpsFlight) => {
    queryClient.setQueryData(keys.detail(flight.record.flightId), flight);
    void queryClient.invalidateQueries({ queryKey: [...keys.all, 'find'] });
  };
}

export function useUpdateFlight() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: OpsFlightUpdateBody) =>
      adminPost<OpsFlight>(adminOpsPaths.flightUpdate, body),
    onSuccess: saved,
  });
}

export function useCancelFlight() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (flightId: string) =>
      adminPost<OpsFlight>(adminOpsPaths.flightCancel, { flightId }),
    onSuccess: saved,
  });
}
