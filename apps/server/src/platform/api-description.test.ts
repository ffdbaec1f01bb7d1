import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

type Operation = {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  description?: string;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the API description', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/byairport-cms/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route of the API with its input and its answers', () => {
    const calls = t.app.registeredRoutes.filter(
      (r) =>
        r.method !== 'HEAD' &&
        r.url !== '/*' &&
        r.url !== '/' &&
        !r.url.startsWith('/byairport-cms/docs'),
    );
    expect(calls.length).toBeGreaterThan(100);
    for (const route of calls) {
      const path = route.url.replace(/\*$/, '{*}');
      const operation = doc.paths[path]?.[String(route.method).toLowerCase()];
      expect(operation, `${route.method} ${path}`).toBeDefined();
      expect(operation!.responses['200']?.content, `${route.method} ${path}`).toBeDefined();
      if (route.schema?.body) expect(operation!.requestBody, route.url).toBeDefined();
      if (route.schema?.querystring)
        expect(operation!.parameters?.length, route.url).toBeGreaterThan(0);
    }
  });

  it('says who may call each operation and what it may refuse with', () => {
    const profile = doc.paths['/byairport-cms/user/profile']!.get!;
    expect(profile.security).toEqual([{ signature: [], memberToken: [] }]);
    expect(profile.description).toMatch(/401/);
    const seats = doc.paths['/byairport-cms/checkin/seatMap']!.get!;
    expect(seats.security).toEqual([{ signature: [], checkinSession: [] }]);
    expect(seats.description).toMatch(/402/);
    const board = doc.paths['/byairport-flight/flight/board']!.get!;
    expect(board.security).toEqual([]);
    expect(board.description).toMatch(/^Unsigned/);
    const staff = doc.paths['/byairport-cms/admin/staff/create']!.post!;
    expect(staff.security).toEqual([{ signature: [], staffSession: [] }]);
    expect(staff.description).toContain('Back office: admin.');
    const flightOps = doc.paths['/byairport-cms/admin/flight-ops/update']!.post!;
    expect(flightOps.description).toMatch(/Back office: admin, \w/);
  });

  it('serves the reference page as files under the strict policy: no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/byairport-cms/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(body!.trim()).toBe('');
    }
    for (const [, src] of page.body.matchAll(/src="([^"]+)"/g)) {
      const url = new URL(src!, 'http://localhost/byairport-cms/docs').pathname;
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
    }
  });
});
