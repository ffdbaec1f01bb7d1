import { adminPaths } from '@can/contracts/admin-paths';
import type { StaffMe } from '@can/contracts/admin-auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from './admin-api';

export const staffQueryKey = ['admin', 'me'] as const;

/** The signed-in staff member; a 401 sends the page to /admin/login (admin-api). */
export function useStaff() {
  return useQuery({
    queryKey: staffQueryKey,
    queryFn: ({ signal }) => adminGet<StaffMe>(adminPaths.me, undefined, { signal, silent: true }),
    staleTime: 60_000,
    retry: false,
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await adminPost(adminPaths.logout).catch(() => undefined);
    queryClient.removeQueries({ queryKey: ['admin'] });
  };
}
