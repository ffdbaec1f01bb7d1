import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MemberTripPage } from '@can/contracts/member';
import { memberPaths } from '@can/contracts/paths';
import { currentLocale } from '../../../lib/current-locale';
import { get } from '../../../lib/api-client';
import { MEMBER_PAGE_SIZE, memberKeys } from './member-keys';

/** GET /byairport-cms/user/queryUserTrip?pageNum&pageSize (token): the followed flights. */
export async function getTrips(pageNum: number, signal?: AbortSignal): Promise<MemberTripPage> {
  const { data } = await get(memberPaths.trips, {
    params: { pageNum, pageSize: MEMBER_PAGE_SIZE },
    schema: () => import('@can/contracts/member').then((m) => m.memberTripPage),
    silent: true,
    signal,
  });
  return data;
}

export const useTrips = (pageNum: number) =>
  useQuery({
    queryKey: [...memberKeys.trips(pageNum), currentLocale()],
    queryFn: ({ signal }) => getTrips(pageNum, signal),
    placeholderData: keepPreviousData,
  });
