import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app';
import { createAuditLog, menuVersion } from './modules/admin';
import { createAlerts } from './modules/alerts';
import { createCaptchaService } from './modules/captcha';
import { createAirportDesk } from './modules/checkin';
import { createDisruptionService } from './modules/disruption';
import { createFlights, StoredOrGeneratedSchedule } from './modules/flights';
import { appendPoints, createMemberHooks, createMemberSessions, POINTS } from './modules/member';
import { createSmsCodeService, smsGatewayFor } from './modules/sms';
import { createWeatherService, weatherProviderFor } from './modules/weather';
import { mailerFor } from './platform/mailer';
import { localDiskMediaStorage, mediaFolderFor } from './platform/media-storage';

/**
 * The services several modules share, each built once from the app's dependencies: a module's
 * plugin is given the ones it needs, by interface (decision 028). Services with a life (the
 * flight feed, crisis mode) are started and stopped by app.ts.
 */
export function createAppServices(deps: AppDeps, log: FastifyBaseLogger) {
  const { config, database, store, clock } = deps;
  const db = database.db;
  const weather = createWeatherService({
    provider: deps.weatherProvider ?? weatherProviderFor(config),
    store,
    clock,
    log,
  });
  const captcha = createCaptchaService({ store, clock, testAnswer: config.CAPTCHA_TEST_ANSWER });
  const smsGateway = smsGatewayFor(config, { db, clock, log });
  const smsCodes = createSmsCodeService({
    store,
    clock,
    gateway: smsGateway,
    log,
    perAddressPerHour: config.SMS_PER_IP_PER_HOUR,
  });
  // The board, member area, check-in, back office, crisis mode and stream share them.
  const flights = createFlights({
    db,
    store,
    clock,
    log,
    source: deps.flightSource,
    weatherToday: (code, locale) => weather.today(code, locale),
  });
  const mailer = mailerFor(config, { db, clock, log });
  // Links in messages (alerts, member e-mail confirmation) start here.
  const siteUrl = config.SITE_URL ?? `http://${config.HOST}:${config.PORT}`;
  const memberHooks = createMemberHooks(createMemberSessions(db, clock), clock, db);
  const findFlight = async (flightId: string) =>
    (await flights.service.find(flightId).catch(() => null))?.record ?? null;
  // Flight alerts (issue 22): started and stopped by app.ts with the flight feed.
  const alerts = createAlerts({
    db,
    store,
    clock,
    log,
    secret: deps.signingKeyPem,
    siteUrl,
    smsDailyCap: config.ALERT_SMS_DAILY_CAP,
    sendsPerSecond: config.ALERT_SENDS_PER_SECOND,
    pushHosts: config.ALERT_PUSH_HOSTS?.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    smsGateway,
    smsCodes,
    verifyCaptcha: captcha.verify,
    mailer,
    memberContactOf: memberHooks.memberContactOf,
    findFlight,
    onFlightChanges: (listener) =>
      flights.updates.listen((updates) => listener(updates.map((u) => u.flightId))),
  });
  const disruption = createDisruptionService({
    db,
    store,
    clock,
    log,
    flights: flights.service,
    pageDir: config.DISRUPTION_PAGE_DIR,
  });
  return {
    weather,
    captcha,
    smsCodes,
    flights,
    disruption,
    /** The flight schedule check-in books against (the flights module's source). */
    schedule: deps.flightSource ?? new StoredOrGeneratedSchedule(db),
    /** The member ledger's entry for a check-in (check-in module). */
    memberPoints: { append: appendPoints, perCheckIn: POINTS.checkIn },
    /** The member of a request and a message's points, for the contact form. */
    memberHooks,
    alerts,
    siteUrl,
    mediaStorage: deps.mediaStorage ?? localDiskMediaStorage(mediaFolderFor(config.DATABASE_URL)),
    mailer,
    audit: createAuditLog(clock),
    checkinDesk: createAirportDesk(clock),
    menuVersion: () => menuVersion(db),
    /** Flight operations for the back office: search, lookup, cache forgetting, the board push. */
    flightOps: {
      search: flights.service.search.bind(flights.service),
      find: flights.service.find.bind(flights.service),
      overridesChanged: () => flights.overrides.changed(),
      tick: (claim?: string) => flights.updates.tick(claim),
    },
    /** A flight's record, or null, for the member area's followed flights. */
    flightLookup: findFlight,
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
