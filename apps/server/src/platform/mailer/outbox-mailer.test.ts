import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OutboxMailer } from './outbox-mailer';

describe('OutboxMailer', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ now: new Date('2026-11-22T10:00:00+08:00') });
  });
  afterEach(() => t.close());

  const outbox = () => t.deps.database.db.selectFrom('mail_outbox').selectAll().execute();

  it('stores the message and logs one line without its body', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = new OutboxMailer(t.deps.database.db, t.clock, log);
    const { id } = await mailer.send({
      to: 'chen.fang@example.com',
      subject: 'Re: Wheelchair at T2',
      text: 'A wheelchair will wait for you at gate B228.',
      html: '<p>A wheelchair will wait for you at gate B228.</p>',
    });
    expect(id).toMatch(/^<[0-9a-f-]{36}@outbox\.gbiac\.net>$/);
    expect(await outbox()).toEqual([
      {
        id: expect.any(Number),
        message_id: id,
        to_address: 'chen.fang@example.com',
        subject: 'Re: Wheelchair at T2',
        text_body: 'A wheelchair will wait for you at gate B228.',
        html_body: '<p>A wheelchair will wait for you at gate B228.</p>',
        created_at: '2026-11-22T02:00:00.000Z',
      },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('c***@example.com');
    expect(lines[0]).not.toContain('B228');
  });

  it('writes inside the caller transaction: a rollback leaves no mail', async () => {
    const mailer = new OutboxMailer(t.deps.database.db, t.clock, pino({ level: 'silent' }));
    await t.deps.database.db
      .transaction()
      .execute(async (trx) => {
        await mailer.send({ to: 'a@example.com', subject: 's', text: 't' }, trx);
        throw new Error('the change failed after the mail was queued');
      })
      .catch(() => undefined);
    expect(await outbox()).toEqual([]);
  });
});
