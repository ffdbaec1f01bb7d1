import * as z from 'zod/mini';
import { recordId } from './record-id';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_ROLES, STAFF_USERNAME } from './admin-paths';

export * from './admin-paths';

const password = z.string().check(z.minLength(STAFF_PASSWORD_MIN), z.maxLength(STAFF_PASSWORD_MAX));
const username = z.string().check(z.trim(), z.toLowerCase(), z.regex(STAFF_USERNAME));
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
export const staffRole = z.enum(STAFF_ROLES);

export const staffLoginBody = z.object({
  username: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(40)),
  password: z.string().check(z.minLength(1), z.maxLength(STAFF_PASSWORD_MAX)),
});
export type StaffLoginBody = z.input<typeof staffLoginBody>;

export const staffIdentity = z.object({
  id: z.int(),
  username: z.string(),
  name: z.string(),
  role: staffRole,
});
export type StaffIdentity = z.infer<typeof staffIdentity>;

export const staffMe = z.object({
  staff: staffIdentity,
  /** ISO 8601: when the session ends unless renewed by use. */
  expiresAt: z.string(),
});
export type StaffMe = z.infer<typeof staffMe>;

export const changePasswordBody = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(STAFF_PASSWORD_MAX)),
  newPassword: password,
});

export const staffAccount = z.object({
  id: z.int(),
  username: z.string(),
  name: z.string(),
  role: staffRole,
  active: z.boolean(),
  lockedUntil: z.nullable(z.string()),
  /** Locked now (too many wrong passwords), by the server's clock. */
  locked: z.boolean(),
  lastLoginAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;
export const staffList = z.object({ list: z.array(staffAccount) });

export const staffCreateBody = z.object({ username, name, role: staffRole, password });
export type StaffCreateBody = z.input<typeof staffCreateBody>;

export const staffUpdateBody = z.object({
  id: recordId,
  name: z.optional(name),
  role: z.optional(staffRole),
  active: z.optional(z.boolean()),
  /** A new password set by an admin (the account's sessions end). */
  password: z.optional(password),
  /** Lift a lockout after too many failed sign-ins. */
  unlock: z.optional(z.boolean()),
});
export type StaffUpdateBody = z.input<typeof staffUpdateBody>;

export const auditQuery = z.object({
  pageNum: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  action: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  staff: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});
export type AuditQuery = z.input<typeof auditQuery>;
export type AuditFilter = z.output<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.int(),
  at: z.string(),
  staffUsername: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = z.object({
  list: z.array(auditEntry),
  pageNum: z.int(),
  pageSize: z.int(),
  pages: z.int(),
  total: z.int(),
});
export type AuditPage = z.infer<typeof auditPage>;
