import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@can/contracts/admin-service';
import { adminServicePaths } from '@can/contracts/admin-service-paths';
import { adminGet } from '../../shell/admin-api';

export const dashboardKey = ['admin', 'dashboard'] as const;

/** GET admin/dashboard/summary: today's figures and the charts' series. */
export function getDashboard(signal?: AbortSignal): Promise<DashboardSummary> {
  return adminGet<DashboardSummary>(adminServicePaths.dashboardSummary, undefined, {
    signal,
    silent: true,
  });
}

/** Fetched again every minute while the home page is open: flight statuses move. */
export const useDashboard = () =>
  useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
