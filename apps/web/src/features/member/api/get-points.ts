import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PointPage } from '@can/contracts/member';
import { memberPaths } from '@can/contracts/paths';
import { post } from '../../../lib/api-client';
import { MEMBER_PAGE_SIZE, memberKeys } from './member-keys';

/** POST /byairport-cms/user/pointList {pageNum, pageSize} (token): the ledger with balance. */
export async function getPoints(pageNum: number, signal?: AbortSignal): Promise<PointPage> {
  const { data } = await post(
    memberPaths.points,
    { pageNum, pageSize: MEMBER_PAGE_SIZE },
    // A read, not a submission: paging back and forth quickly is not a duplicate.
    {
      schema: () => import('@can/contracts/member').then((m) => m.pointPage),
      silent: true,
      signal,
      headers: { repeatsubmit: 'false' },
    },
  );
  return data;
}

export const usePoints = (pageNum: number) =>
  useQuery({
    queryKey: memberKeys.points(pageNum),
    queryFn: ({ signal }) => getPoints(pageNum, signal),
    placeholderData: keepPreviousData,
  });
