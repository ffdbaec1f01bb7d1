import { cmsPaths, faqPaths, shopPaths, transportPaths } from '@can/contracts';
import { adminCatalogPaths } from '@can/contracts/admin-catalog-paths';
import { adminContentPaths } from '@can/contracts/admin-content-paths';
import { adminServicePaths } from '@can/contracts/admin-service-paths';
import { MAX_RECORD_ID, recordId } from '@can/contracts/record-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../src/modules/admin/admin-test-kit';
import { createTestApp, onPostgres, type TestApp } from './test-app';

/*
 * Issue 17, item 1: ids travel as 32-bit integer columns on PostgreSQL, so an id past
 * 2^31 − 1 used to reach a query that could not compare it (code 500 on PostgreSQL, 404 on
 * SQLite). Every id-taking route takes its id from the one `recordId` contract: a bad id is
 * invalid input naming the field (400) on both dialects. Runs in `npm test` and `npm run test:pg`.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await staffSession(t, 'admin'));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, path: string, params: Record<string, unknown>) =>
  adminCall(
    t,
    method,
    path,
    method === 'GET' ? { query: params, cookie } : { body: params, cookie },
  );

/** The routes the report named, each with the id field it takes. */
const NAMED: [Method, string, string][] = [
  ['GET', cmsPaths.articleDetail, 'articleId'],
  ['GET', shopPaths.detail, 'id'],
  ['GET', transportPaths.cityTerminal, 'id'],
  ['GET', transportPaths.route, 'routeId'],
  ['GET', faqPaths.detail, 'id'],
  ['GET', adminContentPaths.articleGet, 'id'],
  ['POST', adminContentPaths.articleUnpublish, 'id'],
  ['GET', adminContentPaths.notificationGet, 'id'],
  ['POST', adminContentPaths.notificationPublish, 'id'],
  ['GET', adminServicePaths.feedbackDetail, 'id'],
  ['POST', adminServicePaths.feedbackClose, 'id'],
  ['POST', adminCatalogPaths.shopDelete, 'id'],
  ['POST', adminCatalogPaths.faqVisibility, 'id'],
];

const BAD_IDS: unknown[] = [2_147_483_648, '2147483648', -1, 0, 1e20, 'abc'];

describe(`record ids (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  for (const [method, path, field] of NAMED) {
    it(`${method} ${path}: an id past 2^31 − 1 is invalid input naming ${field}`, async () => {
      const extra = path === adminCatalogPaths.faqVisibility ? { visible: true } : {};
      const answer = await call(method, path, { [field]: MAX_RECORD_ID + 1, ...extra });
      expect(answer.code).toBe(400);
      expect(answer.msg).toContain(field);
      // The largest id that fits is a plain "not found", not invalid input.
      const largest = await call(method, path, { [field]: MAX_RECORD_ID, ...extra });
      expect(largest.code).toBe(404);
    });
  }

  it('every route taking a record id answers a bad id without code 500', async () => {
    const routes = t.app.registeredRoutes.flatMap((route) => {
      const methods = [route.method].flat().filter((m): m is Method => m === 'GET' || m === 'POST');
      const source = methods.includes('GET') ? route.schema?.querystring : route.schema?.body;
      return methods.flatMap((method) =>
        idFields(source).map((field) => ({ method, url: route.url, field })),
      );
    });
    // Every route named above is found by its schema, and more besides (segments, staff, …).
    for (const [method, path, field] of NAMED)
      expect(routes).toContainEqual({ method, url: path, field });
    expect(routes.length).toBeGreaterThan(NAMED.length);

    for (const { method, url, field } of routes) {
      for (const bad of BAD_IDS) {
        const answer = await call(method, url, { [field]: bad });
        const label = `${method} ${url} ${field}=${String(bad)}`;
        expect(answer.code, label).not.toBe(500);
        expect(JSON.stringify(answer), label).not.toMatch(/ at .+\.(ts|js):\d+|node_modules/);
      }
    }
  });

  it('no route takes a numeric id field other than through recordId', () => {
    // CI on 8258fa6: alerts/channels took `id: z.int()`, so 2147483648 reached PostgreSQL (500).
    const loose = t.app.registeredRoutes.flatMap((route) =>
      [route.schema?.querystring, route.schema?.body].flatMap((schema) =>
        numericIdFields(schema).map((field) => `${String(route.method)} ${route.url} ${field}`),
      ),
    );
    expect(loose).toEqual([]);
  });
});

/** Fields named `id` or `…Id` that take a number without the recordId bounds. */
function numericIdFields(schema: unknown): string[] {
  return Object.entries(shapeOf(schema))
    .filter(([key, value]) => /^id$|Id$/.test(key) && isNumber(value) && !holdsRecordId(value))
    .map(([key]) => key);
}

function isNumber(schema: unknown): boolean {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return false;
  if (def.type === 'number' || def.type === 'int' || def.type === 'bigint') return true;
  if (def.innerType) return isNumber(def.innerType);
  if (def.in) return isNumber(def.in) || isNumber(def.out);
  return false;
}

function shapeOf(schema: unknown): Record<string, unknown> {
  return (
    (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def
      ?.shape ?? {}
  );
}

/** Top-level fields of a zod object schema whose value is a record id (or an optional one). */
function idFields(schema: unknown): string[] {
  return Object.entries(shapeOf(schema))
    .filter(([, value]) => holdsRecordId(value))
    .map(([key]) => key);
}

function holdsRecordId(schema: unknown): boolean {
  if (schema === recordId) return true;
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return false;
  if (def.innerType) return holdsRecordId(def.innerType);
  if (Array.isArray(def.options)) return def.options.some(holdsRecordId);
  return false;
}
