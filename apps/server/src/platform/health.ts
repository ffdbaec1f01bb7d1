import { answers, health as healthData, ResultCode, successEnvelope } from '@can/contracts';
import * as z from 'zod/mini';
import fp from 'fastify-plugin';
import { pingDatabase, type Db } from '../db/database';
import type { Store } from './store';

export interface HealthOptions {
  db: Db;
  store: Store;
}

/**
 * /healthz: the process answers (liveness). /readyz: the database and the store answer
 * (readiness); 503 takes an instance out of a load balancer's rotation.
 */
export const health = fp<HealthOptions>(
  async (app, { db, store }) => {
    app.get('/healthz', { schema: { response: answers(healthData) } }, async () => ({
      code: ResultCode.ok,
      msg: 'ok',
      data: { status: 'ok' },
    }));
    const readiness = {
      200: successEnvelope(healthData),
      503: z.object({ code: z.literal(ResultCode.unexpected), msg: z.string(), data: healthData }),
    };
    app.get('/readyz', { schema: { response: readiness } }, async (request, reply) => {
      const checks: Record<string, string> = {};
      const probe = async (name: string, fn: () => Promise<void>) => {
        try {
          await fn();
          checks[name] = 'ok';
        } catch (err) {
          request.log.warn({ err }, `${name} is not reachable`);
          checks[name] = 'unreachable';
        }
      };
      await Promise.all([
        probe('database', () => pingDatabase(db)),
        probe('store', () => store.ping()),
      ]);
      const ready = Object.values(checks).every((v) => v === 'ok');
      reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({
        code: ready ? ResultCode.ok : ResultCode.unexpected,
        msg: ready ? 'ok' : 'unavailable',
        data: { status: ready ? 'ok' : 'unavailable', checks },
      });
    });
  },
  { name: 'health' },
);
