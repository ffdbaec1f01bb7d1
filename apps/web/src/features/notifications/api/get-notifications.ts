import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsData } from '@can/contracts/cms';
import { cmsPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';

/** GET home/queryNotificationsList: the notifications, newest first, and the newest id. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationsData> {
  const { data } = await get(cmsPaths.notifications, {
    schema: () => import('@can/contracts/cms').then((m) => m.notificationsData),
    silent: true,
    signal,
  });
  return data;
}

export function notificationsQuery() {
  return queryOptions({
    queryKey: ['notifications', 'list'],
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 60_000,
  });
}

export function useNotifications() {
  return useQuery(notificationsQuery());
}
