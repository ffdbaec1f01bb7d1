import { disruptionPaths } from '@can/contracts/paths';
import type { AdminDisruption, DisruptionUpdate } from '@can/contracts/disruption';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from '../../shell/admin-api';

const keys = {
  current: ['admin', 'disruption'] as const,
};

/** Disruption mode as operations edit it: on or off, its texts in four languages, who changed it. */
export function useDisruption() {
  return useQuery({
    queryKey: keys.current,
    queryFn: ({ signal }) =>
      adminGet<AdminDisruption>(disruptionPaths.admin, undefined, { signal }),
  });
}

/**
 * Switches disruption mode on or off, or edits its texts; the answer replaces the page's copy.
 * Silent: the form shows a refusal beside its fields (a missing session still goes to sign-in).
 */
export function useUpdateDisruption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisruptionUpdate) =>
      adminPost<AdminDisruption>(disruptionPaths.adminUpdate, body, { silent: true }),
    onSuccess: (saved) => queryClient.setQueryData(keys.current, saved),
  });
}
