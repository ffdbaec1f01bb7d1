import type { FeedbackStatus } from '@can/contracts/admin-service';
import { sql, type ExpressionBuilder, type Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import type { ContactMessageTable, Database } from '../../../db/schema';

type Eb = ExpressionBuilder<Database, 'contact_message'>;

/** The inbox's three states from the stored answer state and the closing mark. */
export function statusFilter(status: FeedbackStatus) {
  return (eb: Eb) => {
    if (status === 'closed') return eb('closed_at', 'is not', null);
    return eb.and([
      eb('closed_at', 'is', null),
      eb('status', '=', status === 'answered' ? 'answered' : 'received'),
    ]);
  };
}

export function statusOf(row: { status: string; closed_at: string | null }): FeedbackStatus {
  if (row.closed_at !== null) return 'closed';
  return row.status === 'answered' ? 'answered' : 'new';
}

/** Words anywhere in title, sender, address or message, case-insensitive on both dialects. */
function keywordFilter(keyword: string) {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (eb: Eb) =>
    eb.or(
      (['title', 'name', 'email', 'content'] as const).map(
        (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
      ),
    );
}

const summaryColumns = [
  'id',
  'member_id',
  'title',
  'name',
  'email',
  'content',
  'locale',
  'status',
  'created_at',
  'replied_at',
  'closed_at',
] as const;

export async function listMessages(
  db: Db,
  query: { status: FeedbackStatus; keyword?: string; offset: number; limit: number },
) {
  let base = db.selectFrom('contact_message').where(statusFilter(query.status));
  if (query.keyword) base = base.where(keywordFilter(query.keyword));
  const [rows, total] = await Promise.all([
    base
      .select(summaryColumns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** How many messages are in each state. */
export async function countByStatus(db: Db): Promise<Record<FeedbackStatus, number>> {
  const rows = await db
    .selectFrom('contact_message')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.count<number | string>('closed_at').as('closed'),
    ])
    .groupBy('status')
    .execute();
  const counts = { new: 0, answered: 0, closed: 0 };
  for (const row of rows) {
    const closed = Number(row.closed);
    counts.closed += closed;
    counts[row.status === 'answered' ? 'answered' : 'new'] += Number(row.n) - closed;
  }
  return counts;
}

/** One message with the names of the staff who answered and closed it. */
export async function findMessage(db: Db, id: number) {
  return db
    .selectFrom('contact_message as m')
    .leftJoin('staff as r', 'r.id', 'm.replied_by')
    .leftJoin('staff as c', 'c.id', 'm.closed_by')
    .select([
      'm.id',
      'm.member_id',
      'm.title',
      'm.name',
      'm.email',
      'm.content',
      'm.locale',
      'm.status',
      'm.reply',
      'm.reply_mail_id',
      'm.created_at',
      'm.replied_at',
      'm.closed_at',
      'r.name as replied_by_name',
      'c.name as closed_by_name',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export type StoredMessage = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

export async function updateMessage(
  db: Db,
  id: number,
  changes: Updateable<ContactMessageTable>,
): Promise<void> {
  await db.updateTable('contact_message').set(changes).where('id', '=', id).execute();
}
