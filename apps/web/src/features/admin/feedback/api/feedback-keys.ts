import type { FeedbackStatus } from '@can/contracts/admin-service-paths';

/** Query keys of the inbox calls (under ['admin'], which sign-out clears). */
export const feedbackKeys = {
  all: ['admin', 'feedback'] as const,
  lists: () => [...feedbackKeys.all, 'list'] as const,
  list: (status: FeedbackStatus, keyword: string, page: number) =>
    [...feedbackKeys.lists(), status, keyword, page] as const,
  detail: (id: number) => [...feedbackKeys.all, 'detail', id] as const,
};

export const FEEDBACK_PAGE_SIZE = 20;
