import { adminOpsPaths, type AirportCheckinChannel } from '@can/contracts/admin-ops-paths';
import type { OpsCheckin, OpsCheckinList } from '@can/contracts/admin-ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from '../../shell/admin-api';

export interface CheckinSearch {
  ticketNo: string;
  name: string;
  flightNo: string;
  date: string;
}

const all = ['admin', 'checkin-support'] as const;

export const hasCriteria = (q: CheckinSearch) =>
  Boolean(q.ticketNo || q.name || (q.flightNo && q.date));

export function useCheckinSearch(q: CheckinSearch) {
  return useQuery({
    queryKey: [...all, 'find', q],
    queryFn: ({ signal }) =>
      adminGet<OpsCheckinList>(adminOpsPaths.checkinFind, { ...q }, { signal }),
    enabled: hasCriteria(q),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: all });
}

export function useMarkCheckin() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { segmentId: number; channel: AirportCheckinChannel; seat: string }) =>
      adminPost<OpsCheckin>(adminOpsPaths.checkinMark, body),
    onSuccess: refresh,
  });
}

export function useReleaseSeat() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (segmentId: number) =>
      adminPost<OpsCheckin>(adminOpsPaths.seatRelease, { segmentId }),
    onSuccess: refresh,
  });
}
