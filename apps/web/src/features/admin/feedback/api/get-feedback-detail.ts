import { useQuery } from '@tanstack/react-query';
import type { FeedbackDetail } from '@can/contracts/admin-service';
import { adminServicePaths } from '@can/contracts/admin-service-paths';
import { adminGet } from '../../shell/admin-api';
import { feedbackKeys } from './feedback-keys';

/** GET admin/feedback/detail: one message in full, with its reply and who handled it. */
export function getFeedbackDetail(id: number, signal?: AbortSignal): Promise<FeedbackDetail> {
  return adminGet<FeedbackDetail>(
    adminServicePaths.feedbackDetail,
    { id },
    { signal, silent: true },
  );
}

export const useFeedbackDetail = (id: number | null) =>
  useQuery({
    queryKey: feedbackKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getFeedbackDetail(id!, signal),
    enabled: id !== null,
    staleTime: 15_000,
  });
