import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { clientConfigRoutes } from './modules/client-config/routes';
import { cmsRoutes } from './modules/cms/routes';
import { transportRoutes } from './modules/transport/routes';
import { createTransportService } from './modules/transport/service';
import { shopRoutes } from './modules/shops/routes';
import { createShopService } from './modules/shops/service';
import { mapRoutes } from './modules/maps/routes';
import { createAuditLog, registerAdmin, type AdminCall } from './modules/admin';
import { menuVersion } from './modules/admin/catalog/menu-version';
import { mailerFor } from './platform/mailer';
import { contactRoutes } from './modules/contact/routes';
import { faqRoutes } from './modules/faq/routes';
import { createFaqService } from './modules/faq/service';
import { createCmsService } from './modules/cms/service';
import { mediaRoutes } from './modules/media/routes';
import { localDiskMediaStorage, mediaFolderFor, type MediaStorage } from './platform/media-storage';
import { captchaRoutes, createCaptchaService } from './modules/captcha';
import { createMemberArea } from './modules/member';
import { appendPoints, POINTS } from './modules/member';
import { checkinRoutes, createAirportDesk } from './modules/checkin';
import { createSmsCodeService, smsGatewayFor, smsRoutes } from './modules/sms';
import { StoredOrGeneratedSchedule, type FlightSource } from './modules/flights/flight-source';
import { createFlightService } from './modules/flights/flight-service';
import { createStoredOverrides } from './modules/flights/stored-overrides';
import { flightRoutes } from './modules/flights/routes';
import { airlineRoutes } from './modules/airlines/routes';
import { createFlightUpdates, type FlightUpdates } from './modules/flights/flight-updates';
import { flightStreamRoutes } from './modules/flights/stream-routes';
import { createDisruptionService, type DisruptionService } from './modules/disruption/service';
import { disruptionRoutes } from './modules/disruption/routes';
import { testClockRoutes } from './modules/test-clock/routes';
import { OffsetClock } from './platform/clock';
import { statsRoutes } from './modules/stats/routes';
import { ClimatologyWeather } from './modules/weather/climatology';
import type { WeatherProvider } from './modules/weather/provider';
import { QWeatherProvider } from './modules/weather/qweather';
import { weatherRoutes } from './modules/weather/routes';
import { createWeatherService } from './modules/weather/service';
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
import type { Store } from './platform/store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The flight change feed; tests call tick() after moving the clock. */
    flightUpdates: FlightUpdates;
    disruption: DisruptionService;
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

export function weatherProviderFor(config: Config): WeatherProvider {
  return config.QWEATHER_KEY
    ? new QWeatherProvider(config.QWEATHER_KEY, config.QWEATHER_HOST)
    : new ClimatologyWeather();
}

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

  await app.register(clientConfigRoutes, {
    config,
    clock,
    signingKeyPem: deps.signingKeyPem,
    menuVersion: () => menuVersion(database.db),
  });
  const weather = createWeatherService({
    provider: deps.weatherProvider ?? weatherProviderFor(config),
    store,
    clock,
    log: app.log,
  });
  await app.register(weatherRoutes, { weather });
  await app.register(cmsRoutes, { cms: createCmsService(database.db) });
  await app.register(statsRoutes, { db: database.db, clock });
  const captcha = createCaptchaService({ store, clock, testAnswer: config.CAPTCHA_TEST_ANSWER });
  const smsGateway = smsGatewayFor(config, { db: database.db, clock, log: app.log });
  const smsCodes = createSmsCodeService({ store, clock, gateway: smsGateway, log: app.log });
  const memberArea = createMemberArea({ db: database.db, store, clock, smsCodes });
  await app.register(captchaRoutes, { captcha, store });
  await app.register(smsRoutes, { verifyCaptcha: captcha.verify, smsCodes });
  await app.register(faqRoutes, { faq: createFaqService(database.db) });
  await app.register(contactRoutes, {
    db: database.db,
    store,
    clock,
    ipHashKey: deps.signingKeyPem,
    memberIdOf: memberArea.hooks.memberIdOf,
    onMemberMessage: memberArea.hooks.onMemberMessage,
  });
  const mediaStorage =
    deps.mediaStorage ?? localDiskMediaStorage(mediaFolderFor(config.DATABASE_URL));
  await app.register(mediaRoutes, { storage: mediaStorage });
  const flightOverrides = createStoredOverrides({ db: database.db, store });
  app.addHook('onReady', () => flightOverrides.start());
  app.addHook('onClose', () => flightOverrides.stop());
  const flights = createFlightService(
    deps.flightSource ?? new StoredOrGeneratedSchedule(database.db),
    clock,
    async (code, locale) => {
      const { tempMin, tempMax, iconDay, textDay, fxLink, source } = await weather.today(
        code,
        locale,
      );
      return { tempMin, tempMax, iconDay, textDay, fxLink, source };
    },
    flightOverrides,
  );
  await app.register(flightRoutes, { flights, clock });
  await app.register(memberArea.routes, {
    flightLookup: async (flightId) =>
      (await flights.find(flightId).catch(() => null))?.record ?? null,
  });
  await app.register(checkinRoutes, {
    db: database.db,
    clock,
    schedule: deps.flightSource ?? new StoredOrGeneratedSchedule(database.db),
    smsCodes,
    verifyCaptcha: captcha.verify,
    memberPoints: { append: appendPoints, perCheckIn: POINTS.checkIn },
  });
  await app.register(airlineRoutes);
  const flightUpdates = createFlightUpdates({ flights, store, clock, log: app.log });
  const disruption = createDisruptionService({
    db: database.db,
    store,
    clock,
    log: app.log,
    flights,
    pageDir: config.DISRUPTION_PAGE_DIR,
  });
  app.decorate('disruption', disruption);
  app.addHook('onReady', () => disruption.start());
  app.addHook('onClose', () => disruption.stop());
  await app.register(disruptionRoutes, { disruption });
  await app.register(flightStreamRoutes, {
    updates: flightUpdates,
    site: disruption,
    maxSubscribers: config.STREAM_MAX_SUBSCRIBERS,
  });
  app.decorate('flightUpdates', flightUpdates);
  app.addHook('onReady', () => flightUpdates.start());
  app.addHook('onClose', () => flightUpdates.stop());
  if (config.TEST_CLOCK_CONTROL && clock instanceof OffsetClock) {
    await app.register(testClockRoutes, {
      advance: (ms) => clock.advance(ms),
      afterAdvance: () => flightUpdates.tick(),
    });
  }
  await app.register(transportRoutes, {
    transport: createTransportService(database.db, clock),
  });
  await app.register(shopRoutes, { shops: createShopService(database.db, clock) });
  await app.register(mapRoutes, { db: database.db });
  const adminCalls: AdminCall[] = [];
  app.decorate('adminCalls', adminCalls);
  await registerAdmin(app, {
    db: database.db,
    store,
    clock,
    config,
    log: app.log,
    audit: createAuditLog(clock),
    calls: adminCalls,
    mailer: mailerFor(config, { db: database.db, clock, log: app.log }),
    flightAnswers: flights,
    mediaStorage,
    flightOps: {
      search: (q) => flights.search(q),
      find: (flightId) => flights.find(flightId),
      overridesChanged: () => flightOverrides.changed(),
      tick: (claim) => flightUpdates.tick(claim),
    },
    checkinDesk: createAirportDesk(clock),
    disruption,
  });

  await app.register(offlineApp, {
    frameOrigins: [config.ONLINE_SERVICE_URL, config.ONLINE_SERVICE_APP_URL],
  });
  await app.register(staticSite, { root: deps.webRoot });
  return app;
}
