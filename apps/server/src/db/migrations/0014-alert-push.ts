import type { Kysely } from 'kysely';

// Frozen: see 0001. Web push for flight alerts (issue 22): a subscription may also carry the
// browser's push endpoint and its message keys (p256dh and auth, as JSON). Like the mobile and
// the address, they are cleared when the subscription ends. The VAPID key pair is kept in
// app_setting (alerts.vapid_keys), made on first start like the signing key.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('alert_subscription')
    .addColumn('push_endpoint', 'varchar(1000)')
    .execute();
  await db.schema.alterTable('alert_subscription').addColumn('push_keys', 'varchar(300)').execute();
}
