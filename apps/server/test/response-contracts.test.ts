import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * Files, not answers of ours: the build's (served by @fastify/static) and the API reference
 * page's own (Swagger UI's page, scripts and styles, served by @fastify/swagger-ui).
 */
const isFile = (url: string) => url === '/*' || url.startsWith('/byairport-cms/docs');

describe('every route declares its answers', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'can-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><div id="root"></div>');
    t = await createTestApp({ webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('has a response contract for code 200 on each route', () => {
    const routes = t.app.registeredRoutes.filter((r) => !isFile(r.url));
    expect(routes.length).toBeGreaterThan(150);
    const missing = routes
      .filter((r) => !(r.schema?.response as Record<string, unknown> | undefined)?.[200])
      .map((r) => `${[r.method].flat().join(',')} ${r.url}`);
    expect(missing).toEqual([]);
  });
});
