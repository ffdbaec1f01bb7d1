import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { adminModule, type AdminCall } from './modules/admin';
import { alertsModule, type Alerts } from './modules/alerts';
import { airlinesModule } from './modules/airlines';
import { captchaModule } from './modules/captcha';
import { checkinModule } from './modules/checkin';
import { clientConfigModule } from './modules/client-config';
import { cmsModule } from './modules/cms';
import { contactModule } from './modules/contact';
import { disruptionModule, type DisruptionService } from './modules/disruption';
import { faqModule } from './modules/faq';
import { flightsModule, type FlightSource, type FlightUpdates } from './modules/flights';
import { mapsModule } from './modules/maps';
import { mediaModule } from './modules/media';
import { memberModule } from './modules/member';
import { shopsModule } from './modules/shops';
import { smsModule } from './modules/sms';
import { statsModule } from './modules/stats';
import { testClockModule } from './modules/test-clock';
import { transportModule } from './modules/transport';
import { weatherModule, type WeatherProvider } from './modules/weather';
import type { MediaStorage } from './platform/media-storage';
import { createAppServices } from './app-services';
import type { Clock } from './platform/clock';
import { errorHandler } from './platform/error-handler';
import { publicReadHeaders } from './platform/cacheable-read';
import { health } from './platform/health';
import { limitsFrom, loadShedding, type SheddingLimits } from './platform/load-shedding';
import { requestContext } from './platform/request-context';
import { answerSerializer } from './platform/answer-check';
import { apiDescription } from './platform/api-description';
import { recordRoutes } from './platform/route-table';
import { securityHeaders } from './platform/security-headers';
import { signatureCheck } from './platform/signature';
import { staticSite } from './platform/static-site';
import { offlineApp } from './platform/offline-app';
import { refuseNulInput } from './platform/nul-free-input';
import type { Store } from './platform/store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The flight change feed; tests call tick() after moving the clock. */
    flightUpdates: FlightUpdates;
    disruption: DisruptionService;
    /** Flight alerts; tests call look() and delivery.drain() after moving the clock. */
    alerts: Alerts;
    /** Every back-office call with the roles it allows (the role matrix test walks it). */
    adminCalls: AdminCall[];
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  store: Store;
  clock: Clock;
  signingKeyPem: string;
  /** The built web app; undefined serves the API only. */
  webRoot?: string;
  weatherProvider?: WeatherProvider;
  flightSource?: FlightSource;
  /** Uploaded pictures; the local disk beside the database when not given. */
  mediaStorage?: MediaStorage;
  /** When an overloaded process starts shedding requests (tests lower them). */
  sheddingLimits?: Partial<SheddingLimits>;
}

const REQUEST_ID = /^[\w.-]{8,64}$/;

/**
 * Set only by `node apps/server/build.mjs --bench-without-signature-check`, which writes a
 * separate bundle (dist/bench-without-signature-check.js) so the benchmark can report what the
 * signature check costs. Never an environment switch: the shipped bundle always checks.
 */
declare const __BENCH_WITHOUT_SIGNATURE_CHECK__: boolean | undefined;
const signatureCheckLeftOut =
  typeof __BENCH_WITHOUT_SIGNATURE_CHECK__ !== 'undefined' &&
  __BENCH_WITHOUT_SIGNATURE_CHECK__ === true;

/** The whole site as one Fastify instance, from its dependencies. main.ts only starts it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, store, clock } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: [
          'req.headers.authenticated_token',
          'req.headers.checkin_token',
          'req.headers.cookie',
          'req.headers.signature',
          'req.headers["x-page-render"]',
          'req.headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    // One access-log line per request (request-context.ts) instead of Fastify's two.
    disableRequestLogging: true,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('preValidation', refuseNulInput);
  app.setSerializerCompiler(answerSerializer);
  recordRoutes(app);
  await app.register(apiDescription);

  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(loadShedding, {
    limits: { ...limitsFrom(config.SHED_DELAY_MS), ...deps.sheddingLimits },
  });
  await app.register(securityHeaders, {
    frameOrigins: [config.ONLINE_SERVICE_URL, config.ONLINE_SERVICE_APP_URL],
  });
  // Before compression: its hook tags public reads as they are sent (decision 024).
  await app.register(publicReadHeaders);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(health, { db: database.db, store });
  if (!signatureCheckLeftOut)
    await app.register(signatureCheck, { signingKeyPem: deps.signingKeyPem, store, clock });

  const s = createAppServices(deps, app.log);
  const { flights, disruption, alerts } = s;
  const db = database.db;
  app.decorate('flightUpdates', flights.updates);
  app.decorate('disruption', disruption);
  app.decorate('alerts', alerts);
  app.addHook('onReady', async () => {
    await flights.start();
    await disruption.start();
    alerts.start();
  });
  app.addHook('onClose', async () => {
    await alerts.stop();
    await disruption.stop();
    await flights.stop();
  });
  const adminCalls: AdminCall[] = [];
  app.decorate('adminCalls', adminCalls);

  // The modules, one each (decision 028).
  await app.register(clientConfigModule, { ...deps, menuVersion: s.menuVersion });
  await app.register(weatherModule, { weather: s.weather });
  await app.register(cmsModule, { db });
  await app.register(statsModule, { db, clock });
  await app.register(captchaModule, { captcha: s.captcha });
  await app.register(smsModule, { verifyCaptcha: s.captcha.verify, smsCodes: s.smsCodes });
  await app.register(faqModule, { db });
  await app.register(contactModule, {
    db,
    store,
    clock,
    ipHashKey: deps.signingKeyPem,
    ...s.memberHooks,
  });
  await app.register(mediaModule, { storage: s.mediaStorage });
  await app.register(memberModule, {
    db,
    store,
    clock,
    smsCodes: s.smsCodes,
    flightLookup: s.flightLookup,
    mailer: s.mailer,
    secret: deps.signingKeyPem,
    siteUrl: s.siteUrl,
    onFlightsFollowed: (input) => s.alerts.service.memberFollowed(input),
    onFlightUnfollowed: (input) => s.alerts.service.memberUnfollowed(input),
  });
  await app.register(checkinModule, {
    db,
    clock,
    schedule: s.schedule,
    smsCodes: s.smsCodes,
    verifyCaptcha: s.captcha.verify,
    memberPoints: s.memberPoints,
  });
  await app.register(alertsModule, { alerts, memberContactOf: s.memberHooks.memberContactOf });
  await app.register(airlinesModule);
  await app.register(disruptionModule, { disruption });
  await app.register(flightsModule, {
    flights,
    clock,
    site: disruption,
    maxSubscribers: config.STREAM_MAX_SUBSCRIBERS,
  });
  await app.register(testClockModule, {
    enabled: config.TEST_CLOCK_CONTROL,
    clock,
    afterAdvance: () => flights.updates.tick(),
  });
  await app.register(transportModule, { db, clock });
  await app.register(shopsModule, { db, clock });
  await app.register(mapsModule, { db });
  await app.register(adminModule, {
    ...s,
    db,
    store,
    clock,
    config,
    log: app.log,
    calls: adminCalls,
    flightAnswers: flights.service,
    alertsDesk: s.alerts.desk,
  });

  await app.register(offlineApp, {
    frameOrigins: [config.ONLINE_SERVICE_URL, config.ONLINE_SERVICE_APP_URL],
  });
  await app.register(staticSite, { root: deps.webRoot, clock });
  return app;
}
