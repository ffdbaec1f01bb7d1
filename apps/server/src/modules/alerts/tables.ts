import type { Generated } from 'kysely';

/** A traveller's alerts for one flight; the contact is cleared when it ends. */
export interface AlertSubscriptionTable {
  id: Generated<number>;
  flight_id: string;
  flight_no: string;
  flight_date: string;
  member_id: number | null;
  /** 'pending' (e-mail link not yet opened), 'active', 'ended'. */
  status: string;
  mobile: string | null;
  email: string | null;
  locale: string;
  /** 1: no SMS between 23:00 and 07:00 airport time unless the flight departs within 3 hours. */
  quiet_hours: number;
  /** The browser's push service URL, and its keys ({p256dh, auth} as JSON), for web push. */
  push_endpoint: string | null;
  push_keys: string | null;
  created_at: string;
  ends_at: string;
  ended_at: string | null;
}

/** What a flight's subscribers were last told (AlertFlightState as JSON), and its version. */
export interface AlertFlightStateTable {
  flight_id: string;
  version: number;
  state: string;
  updated_at: string;
}

/** The outbox: one message to deliver, keyed event × subscription × channel. */
export interface AlertJobTable {
  id: Generated<number>;
  idempotency_key: string;
  subscription_id: number;
  channel: string;
  flight_id: string;
  /** The AlertEvent as JSON. */
  event: string;
  /** 'pending', 'sent', 'failed' (gave up after retries), 'dropped' (not sent on purpose). */
  status: string;
  attempts: number;
  next_attempt_at: string;
  /** The worker that holds the job, and until when. */
  lease: string | null;
  lease_until: string | null;
  created_at: string;
  done_at: string | null;
  error: string | null;
}

/** This module's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface AlertsTables {
  alert_subscription: AlertSubscriptionTable;
  alert_flight_state: AlertFlightStateTable;
  alert_job: AlertJobTable;
}
