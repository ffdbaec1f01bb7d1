import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MemberFeedbackPage } from '@can/contracts/member';
import { memberPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { MEMBER_PAGE_SIZE, memberKeys } from './member-keys';

/** GET /byairport-cms/user/feedback?pageNum&pageSize (token): the member's contact messages. */
export async function getFeedback(
  pageNum: number,
  signal?: AbortSignal,
): Promise<MemberFeedbackPage> {
  const { data } = await get(memberPaths.feedback, {
    params: { pageNum, pageSize: MEMBER_PAGE_SIZE },
    schema: () => import('@can/contracts/member').then((m) => m.memberFeedbackPage),
    silent: true,
    signal,
  });
  return data;
}

export const useFeedback = (pageNum: number) =>
  useQuery({
    queryKey: memberKeys.feedback(pageNum),
    queryFn: ({ signal }) => getFeedback(pageNum, signal),
    placeholderData: keepPreviousData,
  });
