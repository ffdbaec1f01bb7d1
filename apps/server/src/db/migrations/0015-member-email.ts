import type { Kysely } from 'kysely';

// Frozen: see 0001. A member may add an e-mail address (issue 22: flight alerts by e-mail). The
// address is used only once confirmed by the link mailed to it: `email` is the confirmed one,
// `email_pending` the one waiting for its link (a new address replaces a waiting one; the
// confirmed one stays in use until the new one is confirmed).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member').addColumn('email', 'varchar(200)').execute();
  await db.schema.alterTable('member').addColumn('email_pending', 'varchar(200)').execute();
}
