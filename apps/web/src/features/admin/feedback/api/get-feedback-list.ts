import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FeedbackPage } from '@can/contracts/admin-service';
import { adminServicePaths, type FeedbackStatus } from '@can/contracts/admin-service-paths';
import { adminGet } from '../../shell/admin-api';
import { FEEDBACK_PAGE_SIZE, feedbackKeys } from './feedback-keys';

/** GET admin/feedback/list: one status, newest first, with an optional keyword. */
export function getFeedbackList(
  status: FeedbackStatus,
  keyword: string,
  pageNum: number,
  signal?: AbortSignal,
): Promise<FeedbackPage> {
  return adminGet<FeedbackPage>(
    adminServicePaths.feedbackList,
    { status, keyword, pageNum, pageSize: FEEDBACK_PAGE_SIZE },
    { signal, silent: true },
  );
}

export const useFeedbackList = (status: FeedbackStatus, keyword: string, pageNum: number) =>
  useQuery({
    queryKey: feedbackKeys.list(status, keyword, pageNum),
    queryFn: ({ signal }) => getFeedbackList(status, keyword, pageNum, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
