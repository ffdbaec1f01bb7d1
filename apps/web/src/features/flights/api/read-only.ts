/**
 * The flight service's POSTs only read. The duplicate-submit guard (spec section 5) is for
 * submissions: a read repeated at once, as when a view mounts again and refetches, is fine.
 */
export const READ_ONLY = { repeatSubmit: 'false' } as const;
