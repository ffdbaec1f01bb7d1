import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberProfile } from '@can/contracts/member';
import { memberPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { memberKeys } from './member-keys';

/** GET /byairport-cms/user/profile (token). */
export async function getProfile(signal?: AbortSignal): Promise<MemberProfile> {
  const { data } = await get(memberPaths.profile, {
    schema: () => import('@can/contracts/member').then((m) => m.memberProfile),
    silent: true,
    signal,
  });
  return data;
}

export const profileQuery = (enabled = true) =>
  queryOptions({
    queryKey: memberKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    enabled,
  });

export const useProfile = (enabled = true) => useQuery(profileQuery(enabled));
