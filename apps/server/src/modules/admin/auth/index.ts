/** What the sign-in area lends the other areas of the back office. */
export { hashPassword } from './password';
export { staffOf } from './staff-of';
export type { StaffSessions } from './staff-sessions';
