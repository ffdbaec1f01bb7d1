import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { mailerFor } from './mailer-for';
import { MailDeliveryError } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

interface Received {
  from: string;
  to: string[];
  user: string;
  raw: string;
}

/** A real SMTP server on loopback (smtp-server) that requires a login and keeps each message. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret-pass')
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example'))
        return callback(new Error('Mailbox unavailable'));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: String(session.user),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Log lines the mailer writes, to prove no password or body reaches them. */
function capturedLog() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { log, lines };
}

describe('SmtpMailer against a local SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(() => smtp.close());

  it('logs in and delivers text and HTML with the configured sender; the log has no secrets', async () => {
    const { log, lines } = capturedLog();
    const mailer = new SmtpMailer(
      {
        url: `smtp://mailer:s3cret-pass@127.0.0.1:${smtp.port}`,
        from: '广州白云国际机场 <service@gbiac.net>',
      },
      log,
    );
    const { id } = await mailer.send({
      to: 'li.wei@example.com',
      subject: '回复：T3 失物招领',
      text: '您好，您的雨伞已在 T3 失物招领处，请携带身份证领取。',
      html: '<p>您好，您的雨伞已在 T3 失物招领处。</p>',
    });
    mailer.close();
    expect(id).toMatch(/^<.+@.+>$/);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      from: 'service@gbiac.net',
      to: ['li.wei@example.com'],
      user: 'mailer',
    });
    expect(mail!.raw).toContain(`Message-ID: ${id}`);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    // Subject and body are encoded (UTF-8): decode the subject line to check it.
    const subject = /Subject: =\?UTF-8\?B\?([^?]+)\?=/.exec(mail!.raw)?.[1];
    expect(subject && Buffer.from(subject, 'base64').toString('utf8')).toBe('回复：T3 失物招领');
    const logged = lines.join('\n');
    expect(logged).toContain('mail sent');
    expect(logged).toContain('l***@example.com');
    expect(logged).not.toContain('s3cret-pass');
    expect(logged).not.toContain('雨伞');
  });

  it('turns a refused login into MailDeliveryError without the password', async () => {
    const mailer = new SmtpMailer(
      { url: `smtp://mailer:wrong-pass@127.0.0.1:${smtp.port}`, from: 'service@gbiac.net' },
      capturedLog().log,
    );
    const failure = await mailer
      .send({ to: 'li.wei@example.com', subject: 'x', text: 'y' })
      .catch((e: unknown) => e);
    mailer.close();
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect((failure as Error).message).toMatch(/EAUTH/);
    expect((failure as Error).message).not.toContain('wrong-pass');
    expect(smtp.received).toHaveLength(0);
  });

  it('reports a refused recipient', async () => {
    const mailer = new SmtpMailer(
      { url: `smtp://mailer:s3cret-pass@127.0.0.1:${smtp.port}`, from: 'service@gbiac.net' },
      capturedLog().log,
    );
    await expect(
      mailer.send({ to: 'nobody@refused.example', subject: 'x', text: 'y' }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
    mailer.close();
  });

  it('reports an unreachable server', async () => {
    await smtp.close();
    const mailer = new SmtpMailer(
      {
        url: `smtp://mailer:s3cret-pass@127.0.0.1:${smtp.port}`,
        from: 'service@gbiac.net',
        timeoutMs: 2000,
      },
      capturedLog().log,
    );
    await expect(
      mailer.send({ to: 'li.wei@example.com', subject: 'x', text: 'y' }),
    ).rejects.toMatchObject({
      name: 'MailDeliveryError',
      reason: expect.stringMatching(/ECONNECTION|ESOCKET/),
    });
    mailer.close();
    smtp = await startSmtpServer();
  });
});

describe('mailerFor', () => {
  const deps = { db: {} as never, clock: { now: () => new Date() }, log: capturedLog().log };

  it('chooses SMTP with SMTP_URL and the outbox without it', () => {
    expect(mailerFor(loadConfig({}), deps)).toBeInstanceOf(OutboxMailer);
    const smtp = mailerFor(
      loadConfig({ SMTP_URL: 'smtp://u:p@127.0.0.1:2525', MAIL_FROM: 'ops@gbiac.net' }),
      deps,
    );
    expect(smtp).toBeInstanceOf(SmtpMailer);
    (smtp as SmtpMailer).close();
  });

  it('refuses a SMTP_URL that is not smtp(s):// without repeating it', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://u:hidden@host' })).toThrow(/SMTP_URL: must be/);
    expect(() => loadConfig({ SMTP_URL: 'http://u:hidden@host' })).not.toThrow(/hidden/);
  });
});
