import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementData } from '@can/contracts/cms';
import { cmsPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';

export type Announcement = AnnouncementData['tbArticles'][number];

/**
 * GET home/queryAnnouncement (spec section 7, "announcement fetch on mount"): the first of
 * data.tbArticles is the latest announcement, or null when there is none. Silent: the strip
 * shows its own quiet error state.
 */
export async function getLatestAnnouncement(signal?: AbortSignal): Promise<Announcement | null> {
  const { data } = await get(cmsPaths.announcement, {
    schema: () => import('@can/contracts/cms').then((m) => m.announcementData),
    silent: true,
    signal,
  });
  return data.tbArticles[0] ?? null;
}

export function latestAnnouncementQuery() {
  return queryOptions({
    queryKey: ['announcement', 'latest'],
    queryFn: ({ signal }) => getLatestAnnouncement(signal),
    staleTime: 5 * 60_000,
  });
}

export function useLatestAnnouncement() {
  return useQuery(latestAnnouncementQuery());
}
