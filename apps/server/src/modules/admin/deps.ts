import type { StaffRole } from '@can/contracts/admin-paths';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Log } from '../../platform/log';
import type { Mailer } from '../../platform/mailer';
import type { MediaStorage } from '../../platform/media-storage';
import type { Store } from '../../platform/store';
import type { AlertDeskPort } from './alerts-desk';
import type { AuditLog } from './audit';
import type { CheckinDeskPort } from './checkin-support';
import type { FlightAnswers } from './dashboard';
import type { DisruptionPort } from './disruption';
import type { FlightOpsPorts } from './flight-ops';

/**
 * Who may use an admin call, declared on every route as `config: { roles }`: the roles besides
 * `admin` (always allowed), 'anyStaff' for every signed-in staff member, 'public' for sign-in.
 * A route without it is refused to everybody (fail closed).
 */
export type AllowedRoles = readonly Exclude<StaffRole, 'admin'>[] | 'anyStaff' | 'public';

/** One admin call as registered: the role matrix test walks this list. */
export interface AdminCall {
  method: string;
  url: string;
  roles: AllowedRoles | undefined;
}

/**
 * What the back office as a whole is given (app.ts fills it in): the union of what its areas
 * need. admin/index.ts hands each area only its own fields.
 */
export interface AdminDeps {
  db: Db;
  store: Store;
  clock: Clock;
  /** For the first admin (auth/first-admin.ts): ADMIN_PASSWORD, or where to write one. */
  config: Config;
  log: Log;
  audit: AuditLog;
  /** Filled as routes register; read by the role matrix test through app.adminCalls. */
  calls: AdminCall[];
  /** Flight operations: search, lookup, cache forgetting and the board push (flights module). */
  flightOps: FlightOpsPorts;
  /** Check-in support: counter/kiosk check-in and seat release (check-in module). */
  checkinDesk: CheckinDeskPort;
  /** Feedback replies go out through it (outbox table by default, SMTP with SMTP_URL). */
  mailer: Mailer;
  /** The public flight list, as travellers see it: the dashboard counts today's statuses. */
  flightAnswers: FlightAnswers;
  /** Uploaded pictures (banners, roll pictures): local disk by default (media module). */
  mediaStorage: MediaStorage;
  /** Crisis mode: its state and the switch (disruption module). */
  disruption: DisruptionPort;
  /** Flight alerts: today's delivery figures, the desk's lookup and end (alerts module). */
  alertsDesk: AlertDeskPort;
}
