/** Query keys of the member calls; the session's token is part of none (logout clears them all). */
export const memberKeys = {
  all: ['member'] as const,
  profile: () => [...memberKeys.all, 'profile'] as const,
  trips: (page: number) => [...memberKeys.all, 'trips', page] as const,
  feedback: (page: number) => [...memberKeys.all, 'feedback', page] as const,
  points: (page: number) => [...memberKeys.all, 'points', page] as const,
};

/** Items per page in the member centre's lists. */
export const MEMBER_PAGE_SIZE = 5;
