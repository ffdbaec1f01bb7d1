import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackDetail } from '@can/contracts/admin-service';
import { adminServicePaths } from '@can/contracts/admin-service-paths';
import { adminPost } from '../../shell/admin-api';
import { feedbackKeys } from './feedback-keys';

/** POST admin/feedback/reply: stores the reply, marks it answered and emails it. */
export const replyToFeedback = (id: number, reply: string) =>
  adminPost<FeedbackDetail>(adminServicePaths.feedbackReply, { id, reply });

/** POST admin/feedback/close and admin/feedback/reopen. */
export const closeFeedback = (id: number) =>
  adminPost<FeedbackDetail>(adminServicePaths.feedbackClose, { id });
export const reopenFeedback = (id: number) =>
  adminPost<FeedbackDetail>(adminServicePaths.feedbackReopen, { id });

/**
 * The inbox's changes: each answers the message as it now is, which replaces the cached
 * detail; the lists (and their counts per status) are fetched again.
 */
export function useFeedbackAction<A>(run: (args: A) => Promise<FeedbackDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (detail) => {
      queryClient.setQueryData(feedbackKeys.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
