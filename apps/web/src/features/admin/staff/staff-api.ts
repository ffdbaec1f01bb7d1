import { adminPaths } from '@can/contracts/admin-paths';
import type { StaffAccount, StaffCreateBody, StaffUpdateBody } from '@can/contracts/admin-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from '../shell/admin-api';

const key = ['admin', 'staff'] as const;

export function useStaffAccounts() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      adminGet<{ list: StaffAccount[] }>(adminPaths.staffList, undefined, { signal }),
  });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCreateBody) => adminPost<StaffAccount>(adminPaths.staffCreate, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffUpdateBody) => adminPost<StaffAccount>(adminPaths.staffUpdate, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
