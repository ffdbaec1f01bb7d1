import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { AlertSubscriptionTable } from '../tables';

export type SubscriptionRow = Selectable<AlertSubscriptionTable>;

const LIVE = ['active', 'pending'];

export async function insertSubscription(
  db: Db,
  row: Insertable<AlertSubscriptionTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('alert_subscription')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('alert_subscription').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The live subscriptions of a mobile, an address or a member (each limit counts its own). */
export function liveSubscriptionsOf(
  db: Db,
  who: {
    mobile?: string | null;
    email?: string | null;
    memberId?: number | null;
    pushEndpoint?: string | null;
  },
): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('alert_subscription')
    .selectAll()
    .where('status', 'in', LIVE)
    .where((eb) =>
      eb.or([
        ...(who.mobile ? [eb('mobile', '=', who.mobile)] : []),
        ...(who.email ? [eb('email', '=', who.email)] : []),
        ...(who.memberId ? [eb('member_id', '=', who.memberId)] : []),
        ...(who.pushEndpoint ? [eb('push_endpoint', '=', who.pushEndpoint)] : []),
        eb.lit(false),
      ]),
    )
    .orderBy('id')
    .execute();
}

export async function activate(db: Db, id: number): Promise<boolean> {
  const r = await db
    .updateTable('alert_subscription')
    .set({ status: 'active' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Ends subscriptions: their contact is deleted with them, and their undelivered messages
 * dropped. Returns the ids this call ended (one ended meanwhile by another is not among them).
 */
export async function endSubscriptions(db: Db, ids: number[], now: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const ended = await db
    .updateTable('alert_subscription')
    .set({
      status: 'ended',
      ended_at: now,
      mobile: null,
      email: null,
      push_endpoint: null,
      push_keys: null,
    })
    .where('id', 'in', ids)
    .where('status', 'in', LIVE)
    .returning('id')
    .execute();
  await db
    .updateTable('alert_job')
    .set({ status: 'dropped', done_at: now, error: 'ended', lease: null, lease_until: null })
    .where('subscription_id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
  return ended.map((r) => r.id);
}

/** A subscription's contacts, one per channel (null: not on that channel). */
export async function setContacts(
  db: Db,
  id: number,
  contacts: {
    mobile: string | null;
    email: string | null;
    push_endpoint: string | null;
    push_keys: string | null;
  },
): Promise<void> {
  await db
    .updateTable('alert_subscription')
    .set(contacts)
    .where('id', '=', id)
    .where('status', 'in', LIVE)
    .execute();
}

/**
 * The push service said the browser's subscription is gone (404, 410): no more pushes to it.
 * A subscription left with no channel at all ends.
 */
export async function forgetPushEndpoint(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('alert_subscription')
    .set({ push_endpoint: null, push_keys: null })
    .where('id', '=', id)
    .execute();
  const left = await findSubscription(db, id);
  if (left && !left.mobile && !left.email && LIVE.includes(left.status)) {
    await endSubscriptions(db, [id], now);
  }
}

/** Subscriptions whose time is up (3 h after their flight). */
export async function expiredSubscriptionIds(db: Db, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('alert_subscription')
    .select('id')
    .where('status', 'in', LIVE)
    .where('ends_at', '<=', now)
    .limit(500)
    .execute();
  return rows.map((r) => r.id);
}

export async function moveEnd(db: Db, flightId: string, endsAt: string): Promise<void> {
  await db
    .updateTable('alert_subscription')
    .set({ ends_at: endsAt })
    .where('flight_id', '=', flightId)
    .where('status', 'in', LIVE)
    .where('ends_at', '<', endsAt)
    .execute();
}

/** Flights with at least one active subscription. */
export async function followedFlightIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('alert_subscription')
    .select('flight_id')
    .distinct()
    .where('status', '=', 'active')
    .execute();
  return rows.map((r) => r.flight_id);
}

export function activeSubscriptionsOf(db: Db, flightId: string): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('alert_subscription')
    .selectAll()
    .where('flight_id', '=', flightId)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
}

export function memberSubscriptions(db: Db, memberId: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('alert_subscription')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', 'in', LIVE)
    .orderBy('id', 'desc')
    .execute();
}
