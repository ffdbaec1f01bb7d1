import { getCheckinToken } from './checkin-session';

/** Whether this tab holds a check-in session; the steps after the entry need one. */
export const hasCheckinToken = () => Boolean(getCheckinToken());
