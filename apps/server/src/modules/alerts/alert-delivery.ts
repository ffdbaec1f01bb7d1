import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type { FlightRecord, Locale } from '@can/contracts';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { airportDayOf } from '../../platform/airport-time';
import type { Clock } from '../../platform/clock';
import type { Log } from '../../platform/log';
import type { Mailer } from '../../platform/mailer';
import type { Store } from '../../platform/store';
import type { AlertSmsGateway } from './ports';
import type { AlertEvent } from './alert-events';
import { alertMail, alertPush, alertSms } from './alert-texts';
import { PushGone, type AlertPushSender, type PushTarget } from './push-sender';
import type { AlertLinks } from './alert-links';
import { smsAllowedFrom } from './subscription-rules';
import * as repo from './repo';

export interface AlertDeliveryDeps {
  db: Db;
  clock: Clock;
  log: Log;
  store: Store;
  sms: AlertSmsGateway;
  mailer: Mailer;
  push: Pick<AlertPushSender, 'send'>;
  links: AlertLinks;
  findFlight: (flightId: string) => Promise<FlightRecord | null>;
  smsDailyCap: number;
  /** Messages handed to the gateways per second at most (0: no limit). */
  sendsPerSecond?: number;
  /** How often an idle worker looks for due messages (a change wakes it at once). */
  pollMs?: number;
}

const LEASE_MS = 30_000;
const BATCH = 50;
const MAX_ATTEMPTS = 6;
/** 5 s, 10 s, 20 s, 40 s, 80 s between tries. */
const backoffMs = (attempts: number) => 5_000 * 2 ** (attempts - 1);

/** A message that was not sent on purpose, with why. */
class NotSent extends Error {}

/**
 * The outbox's worker (every instance runs one): leases due messages, sends each through its
 * gateway and marks it sent in the same transaction. The console SMS gateway and the outbox
 * mailer write their row in that transaction, so a crash, a retry or a second instance can never
 * leave a message sent twice: the message is sent and marked together, or neither. A real
 * provider (Aliyun SMS, SMTP, a browser's push service) is called inside the transaction, last;
 * if it accepted and the commit then failed, the retry sends again (at least once). Failures retry with backoff, then give up.
 */
export function createAlertDelivery(deps: AlertDeliveryDeps) {
  const { db, clock, log, store } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  const spacingMs = deps.sendsPerSecond ? 1000 / deps.sendsPerSecond : 0;

  async function deliver(job: repo.JobRow): Promise<void> {
    const now = clock.now().getTime();
    const sub = await repo.findSubscription(db, job.subscription_id);
    const record = await deps.findFlight(job.flight_id);
    const at = new Date(now).toISOString();
    if (!sub || sub.status !== 'active' || !record) {
      await repo.finish(db, job, 'dropped', at, sub?.status === 'active' ? 'no flight' : 'ended');
      return;
    }
    const event = JSON.parse(job.event) as AlertEvent;
    const input = {
      event,
      flight: record,
      locale: sub.locale as Locale,
      flightUrl: deps.links.flight(record.flightId),
      unsubscribeUrl: deps.links.unsubscribe(sub.id),
    };
    let capKey: string | undefined;
    if (job.channel === 'sms') {
      const from = smsAllowedFrom(now, record, sub.quiet_hours === 1);
      if (from > now) {
        await repo.retryLater(db, job, job.attempts, new Date(from).toISOString(), 'quiet hours');
        return;
      }
      // A place under the number's daily cap, given back unless the message goes out.
      capKey = `alerts:sms:${airportDayOf(new Date(now))}:${sub.mobile}`;
      const day = await store.increment(capKey, 24 * 60 * 60_000);
      if (day.count > deps.smsDailyCap) {
        await store.decrement(capKey);
        throw new NotSent('daily cap');
      }
    }
    let sent = false;
    try {
      sent = await inTransaction(db, async (trx) => {
        if (!(await repo.finish(trx, job, 'sent', at))) return false;
        await send(trx, job, sub, input);
        return true;
      });
    } finally {
      if (capKey && !sent) await store.decrement(capKey);
    }
  }

  /** Hands one message to its channel's gateway; the outbox gateways write within `trx`. */
  async function send(
    trx: Db,
    job: repo.JobRow,
    sub: repo.SubscriptionRow,
    input: Parameters<typeof alertSms>[0],
  ): Promise<void> {
    const { event, flight } = input;
    if (job.channel === 'sms' && sub.mobile) {
      await deps.sms.send(
        {
          mobile: sub.mobile,
          content: alertSms(input),
          purpose: 'alert',
          templateParams: { flight: flight.flightNo, event: event.kind, value: event.value },
        },
        trx,
      );
    } else if (job.channel === 'email' && sub.email) {
      await deps.mailer.send({ to: sub.email, ...alertMail(input) }, trx);
    } else if (job.channel === 'push' && sub.push_endpoint && sub.push_keys) {
      const target: PushTarget = {
        endpoint: sub.push_endpoint,
        keys: JSON.parse(sub.push_keys) as PushTarget['keys'],
      };
      await deps.push.send(target, alertPush(input));
    } else {
      throw new NotSent('no contact');
    }
  }

  async function failed(job: repo.JobRow, error: unknown): Promise<void> {
    const at = clock.now().toISOString();
    if (error instanceof NotSent) {
      await repo.finish(db, job, 'dropped', at, error.message);
      return;
    }
    if (error instanceof PushGone) {
      // The browser unsubscribed: its endpoint is forgotten, and this message dropped.
      await inTransaction(db, async (trx) => {
        await repo.forgetPushEndpoint(trx, job.subscription_id, at);
        await repo.finish(trx, job, 'dropped', at, 'push gone');
      });
      return;
    }
    const attempts = job.attempts + 1;
    const reason = error instanceof Error ? error.name : 'error';
    log.warn({ alertJob: job.id, channel: job.channel, attempts, reason }, 'alert not sent');
    if (attempts >= MAX_ATTEMPTS) await repo.finish(db, job, 'failed', at, reason);
    else {
      const next = new Date(clock.now().getTime() + backoffMs(attempts)).toISOString();
      await repo.retryLater(db, job, attempts, next, reason);
    }
  }

  /** Delivers every due message; returns how many were handled. */
  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const now = clock.now().getTime();
      const jobs = await repo.lease(
        db,
        randomUUID(),
        new Date(now).toISOString(),
        new Date(now + LEASE_MS).toISOString(),
        BATCH,
      );
      if (jobs.length === 0) return handled;
      for (const job of jobs) {
        await deliver(job).catch((error: unknown) => failed(job, error));
        handled += 1;
        if (spacingMs > 0) await pause(spacingMs);
      }
    }
  }

  /** Runs drain once at a time; a wake-up during a run runs it again after. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drain().catch((err: unknown) => {
          log.error({ err }, 'alert delivery failed');
          return 0;
        });
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    /** Delivers what is due now (tests call it; the worker calls it on its own). */
    drain: run,
    /** A change queued messages: deliver them now rather than at the next poll. */
    wake() {
      if (!stopped) void run();
    },
    start() {
      stopped = false;
      timer = setInterval(() => void run(), deps.pollMs ?? 1_000);
      timer.unref();
      void run();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

export type AlertDelivery = ReturnType<typeof createAlertDelivery>;
