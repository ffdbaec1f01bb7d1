import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cmsPaths, flightPaths } from '@can/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, startDeployNginx } from '../../../deploy/nginx/local.mjs';
import { MemoryStore } from '../src/platform/store';
import { ManualClock } from '../src/platform/clock';
import { signedRequest } from './signing';
import {
  createTestApp,
  createTestDatabase,
  onPostgres,
  onRedis,
  type TestApp,
  type TestDatabase,
} from './test-app';

const BOARD = `${flightPaths.board}?type=1&terminal=&day=0&depOrArr=1&pageNum=1&pageSize=20`;
const ASSET = '/assets/app-3f9a2c1d.js';

/**
 * The shipped nginx config (deploy/nginx/can-airport.conf) in front of two instances sharing one
 * database and one store (on CI also PostgreSQL + Redis): what it keeps, what it passes through,
 * and what travellers get when every origin is down (issue 20).
 */
describe('nginx from deploy/nginx in front of two instances', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let nginx: Awaited<ReturnType<typeof startDeployNginx>>;
  let work: string;

  beforeAll(async () => {
    if (!findNginx()) throw new Error('nginx is missing: apt-get install nginx (.ci/run does)');
    work = mkdtempSync(join(tmpdir(), 'can-nginx-'));
    const webRoot = join(work, 'web');
    mkdirSync(join(webRoot, 'assets'), { recursive: true });
    writeFileSync(join(webRoot, 'assets', 'app-3f9a2c1d.js'), 'console.log("hashed asset");\n');
    const disruptionRoot = join(work, 'disruption');
    database = await createTestDatabase();
    const shared = onRedis ? undefined : new MemoryStore(new ManualClock());
    const options = {
      database,
      storePrefix: `nginx:${Date.now()}:`,
      env: { DISRUPTION_PAGE_DIR: disruptionRoot, TRUST_PROXY: 'true' },
      deps: shared ? { store: shared } : {},
      routes: (app: FastifyInstance) => {
        // What reaches the origin of a member's header (outside the API: no signature needed).
        app.get('/echo-token', async (request, reply) =>
          reply
            .header('cache-control', 'public, max-age=60')
            .send({ token: request.headers.authenticated_token ?? null, ip: request.ip }),
        );
      },
    };
    if (onPostgres) [a, b] = await Promise.all([createTestApp(options), createTestApp(options)]);
    else {
      a = await createTestApp(options);
      b = await createTestApp(options);
    }
    const origins: string[] = [];
    for (const t of [a, b]) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      origins.push(`127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    }
    const port = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const p = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
    nginx = await startDeployNginx({
      origins,
      port,
      webRoot,
      disruptionRoot,
      workDir: join(work, 'nginx'),
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${nginx.baseUrl}${path}`, { headers });

  it('keeps the board: the second read is a hit with the same answer, and a matching tag gets 304', async () => {
    const first = await get(BOARD);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ code: '200', data: { pageNum: 1 } });
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=15/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\//);

    const second = await get(BOARD);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.json()).toEqual(body);

    const revalidated = await get(BOARD, { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
  });

  it('keeps one copy per language, never one language for another', async () => {
    const zh = await (await get(cmsPaths.navMenus, { locale: 'zh_CN' })).text();
    const en = await get(cmsPaths.navMenus, { locale: 'en_US' });
    expect(en.headers.get('x-cache-status')).toBe('MISS');
    const enText = await en.text();
    expect(enText).not.toBe(zh);
    const enAgain = await get(cmsPaths.navMenus, { locale: 'en-US' });
    expect(enAgain.headers.get('x-cache-status')).toBe('HIT');
    expect(await enAgain.text()).toBe(enText);
  });

  it('passes signed calls through untouched: verified at the origin, a replay refused', async () => {
    const request = signedRequest({
      method: 'POST',
      path: flightPaths.list,
      body: { type: '1', terminal: '', day: 0, depOrArr: '1', pageNum: 1, pageSize: 5 },
      timestamp: a.clock.now().getTime(),
    });
    const send = () =>
      fetch(`${nginx.baseUrl}${request.url}`, {
        method: 'POST',
        headers: request.headers,
        body: JSON.stringify({
          type: '1',
          terminal: '',
          day: 0,
          depOrArr: '1',
          pageNum: 1,
          pageSize: 5,
        }),
      });
    expect(await (await send()).json()).toMatchObject({ code: '200' });
    expect(await (await send()).json()).toMatchObject({ code: 403 });
  });

  it("passes the member's authenticated_token header, bypassing the cache, and names the reader's address", async () => {
    const withToken = await get('/echo-token', { authenticated_token: 'member-token-1' });
    expect(withToken.headers.get('x-cache-status')).toBe('BYPASS');
    expect(await withToken.json()).toEqual({ token: 'member-token-1', ip: '127.0.0.1' });
    // The member's answer was not kept for the next reader.
    const anonymous = await get('/echo-token', { 'x-forwarded-for': '203.0.113.9' });
    expect(anonymous.headers.get('x-cache-status')).toBe('MISS');
    // The address is nginx's view of the client, not what the client claims.
    expect(await anonymous.json()).toEqual({ token: null, ip: '127.0.0.1' });
  });

  it('serves hashed assets from disk for a year', async () => {
    const asset = await get(ASSET);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('hashed asset');
  });

  it('with every origin down: the kept board still, the disruption page for pages, a 503 envelope for calls', async () => {
    await Promise.all([a.app.close(), b.app.close()]);
    const board = await get(BOARD);
    expect(board.status).toBe(200);
    expect(['HIT', 'STALE', 'UPDATING']).toContain(board.headers.get('x-cache-status'));
    expect(await board.json()).toMatchObject({ code: '200' });

    const page = await get('/flight/departures');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('30');
    const html = await page.text();
    expect(html).toContain('020-36066999');
    expect(html).toContain('<html lang="zh-CN">');

    const call = await get(`${flightPaths.board}?type=1&depOrArr=2`);
    expect(call.status).toBe(503);
    expect(call.headers.get('retry-after')).toBe('30');
    expect(await call.json()).toMatchObject({ code: 503 });

    expect((await get(ASSET)).status).toBe(200);
  });
});
