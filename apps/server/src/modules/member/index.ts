/**
 * The member module's public API, for app.ts. Modules never import each other (ESLint), so
 * app.ts hands other modules what they need: the hooks (contact form) and appendPoints' callers
 * (check-in points) get functions from here, never the tables.
 */
export { createMemberSessions, type MemberSessions, TOKEN_TTL_MS } from './member-sessions';
export { createMemberHooks, type MemberHooks } from './member-hooks';
export { appendPoints, POINTS, type PointAppend } from './points-ledger';
export {
  createMemberService,
  type MemberService,
  type FlightLookup,
  type SmsCodeChecker,
} from './service';
export { memberRoutes } from './routes';
export { createMemberArea, type MemberArea } from './member-area';
