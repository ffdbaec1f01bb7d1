import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { sendContactMessage } from '../feedback-test-kit';
import { adminCall, staffSession } from '../admin-test-kit';

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const contact = {
  title: 'Lost umbrella at T3',
  name: 'Li Wei',
  email: 'li.wei@example.com',
  content: 'I left a blue umbrella near gate A901 on 21 November; is it with lost and found?',
};

describe('feedback replies through SMTP (SMTP_URL)', () => {
  let t: TestApp | undefined;
  let smtp: SMTPServer | undefined;
  afterEach(async () => {
    await t?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    t = undefined;
    smtp = undefined;
  });

  it('delivers the reply to a real SMTP server', async () => {
    const delivered: { to: string[]; raw: string }[] = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          delivered.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'service@gbiac.net' },
    });
    const id = await sendContactMessage(t, contact);
    const { cookie } = await staffSession(t, 'service');
    const body = await adminCall(t, 'POST', '/byairport-cms/admin/feedback/reply', {
      body: { id, reply: '您的雨伞在 T3 失物招领处。' },
      cookie,
    });
    expect(body.code).toBe(200);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.to).toEqual(['li.wei@example.com']);
    expect(delivered[0]!.raw).toContain(
      `Message-ID: ${(body.data as { replyMailId: string }).replyMailId}`,
    );
    // SMTP sends leave the outbox table alone.
    expect(await t.deps.database.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });

  it('a mail server that cannot be reached saves nothing: code 601, message unchanged, no audit', async () => {
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    const id = await sendContactMessage(t, contact);
    const { cookie } = await staffSession(t, 'service');
    const body = await adminCall(t, 'POST', '/byairport-cms/admin/feedback/reply', {
      body: { id, reply: 'Your umbrella is at the lost and found desk.' },
      cookie,
      locale: 'en_US',
    });
    expect(body).toMatchObject({
      code: 601,
      msg: 'The reply email could not be sent, so the reply was not saved; please try again later',
    });
    const row = await t.deps.database.db
      .selectFrom('contact_message')
      .select(['status', 'reply', 'replied_at', 'reply_mail_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'received', reply: null, replied_at: null, reply_mail_id: null });
    const audited = await t.deps.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'feedback.reply')
      .execute();
    expect(audited).toEqual([]);
  });
});
