/**
 * Flight alerts (issue 22, decision 030): subscriptions, the change detector that writes the
 * outbox, and the worker that delivers it by SMS and e-mail.
 */
import type { FlightRecord } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Log } from '../../platform/log';
import type { Mailer } from '../../platform/mailer';
import type { Store } from '../../platform/store';
import type { AlertSmsCodes, AlertSmsGateway } from './ports';
import { createAlertDelivery } from './alert-delivery';
import { createAlertDesk } from './alert-desk';
import { createAlertDetector } from './alert-detector';
import { alertLinks } from './alert-links';
import { alertTokens } from './alert-token';
import { alertRoutes, type MemberContactOf } from './routes';
import { createAlertService } from './service';
import { createPushSender, DEFAULT_PUSH_HOSTS, vapidSubject } from './push-sender';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

export interface AlertsDeps {
  db: Db;
  store: Store;
  clock: Clock;
  log: Log;
  secret: string;
  siteUrl: string;
  smsDailyCap: number;
  sendsPerSecond?: number;
  smsGateway: AlertSmsGateway;
  smsCodes: AlertSmsCodes;
  verifyCaptcha: (uuid: string, answer: string) => Promise<void>;
  mailer: Mailer;
  memberContactOf: MemberContactOf;
  findFlight: (flightId: string) => Promise<FlightRecord | null>;
  /** The change feed: calls back with the ids of flights that changed. */
  onFlightChanges: (listener: (flightIds: string[]) => void) => () => void;
  /** How often every followed flight is looked at, besides the change feed (ms). */
  lookEveryMs?: number;
  /** Web push services alerts may be posted to (ALERT_PUSH_HOSTS); default the browsers'. */
  pushHosts?: readonly string[];
}

/** Builds the alert services; app.ts keeps them to start, stop and (in tests) drive. */
export function createAlerts(deps: AlertsDeps) {
  const tokens = alertTokens(deps.secret);
  const links = alertLinks(deps.siteUrl, tokens);
  const detector = createAlertDetector(deps);
  // The VAPID keys are made on first use (and kept in the database for every instance).
  let vapid: Promise<VapidKeys> | undefined;
  const keys = () => {
    vapid ??= loadVapidKeys(deps.db, deps.clock.now()).catch((err: unknown) => {
      vapid = undefined;
      throw err;
    });
    return vapid;
  };
  const push = createPushSender({ keys, subject: vapidSubject(deps.siteUrl) });
  const delivery = createAlertDelivery({
    ...deps,
    sms: deps.smsGateway,
    push,
    links,
    smsDailyCap: deps.smsDailyCap,
  });
  const service = createAlertService({
    ...deps,
    tokens,
    links,
    detector,
    pushKey: () => push.publicKey(),
    pushHosts: deps.pushHosts ?? DEFAULT_PUSH_HOSTS,
  });
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => void) | undefined;

  /** Looks at flights (all followed ones when not named), then delivers what that queued. */
  async function look(flightIds?: string[]): Promise<number> {
    const queued = await detector.look(flightIds);
    if (queued > 0) delivery.wake();
    return queued;
  }
  const lookSafely = (flightIds?: string[]) =>
    void look(flightIds).catch((err: unknown) => deps.log.error({ err }, 'alert look failed'));

  return {
    service,
    /** The back office's view: today's figures, the service desk's lookup and end. */
    desk: createAlertDesk(deps.db, deps.clock),
    detector,
    delivery,
    look,
    start() {
      stopListening = deps.onFlightChanges((ids) => lookSafely(ids));
      timer = setInterval(() => {
        lookSafely();
        void service
          .endExpired()
          .catch((err: unknown) => deps.log.error({ err }, 'alert expiry failed'));
      }, deps.lookEveryMs ?? 10_000);
      timer.unref();
      delivery.start();
      lookSafely();
    },
    async stop() {
      stopListening?.();
      if (timer) clearInterval(timer);
      await delivery.stop();
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
export type { AlertDesk, DeskSubscription } from './alert-desk';

export const alertsModule: FastifyPluginAsyncZod<{
  alerts: Alerts;
  memberContactOf: MemberContactOf;
}> = async (app, { alerts, memberContactOf }) => {
  await app.register(alertRoutes, { alerts: alerts.service, memberContactOf });
};
