import { CHECKIN_TOKEN_HEADER, MEMBER_TOKEN_HEADER } from '@can/contracts';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $ZodType, safeParse } from 'zod/v4/core';
import { staffSession } from '../src/modules/admin/admin-test-kit';
import { bookOne, tokenFor } from '../src/modules/checkin/checkin-test-kit';
import { createMemberSessions } from '../src/modules/member/member-sessions';
import { loginAs, TEST_CAPTCHA } from '../src/modules/member/member-test-kit';
import type { RegisteredRoute } from '../src/platform/route-table';
import { mutatedValue, schemaOf, validValue } from './fuzz/arbitraries';
import { signedRequest } from './signing';
import { createTestApp, type TestApp } from './test-app';

/**
 * Contract fuzzing (issue 21): every route gets requests built from its input contract, valid
 * ones and mutated ones, signed the way the browser signs, with and without a member, a
 * passenger and an admin. No answer may be a 500 (HTTP or envelope), every answer must match the
 * route's declared response contract, and no body may show a stack or a path of the server.
 * FUZZ_RUNS sets the requests per route (default 20); a failure prints its seed to replay.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

/** Routes that are not request/answer calls: files, and the update stream that stays open. */
const notFuzzed = (url: string) =>
  url === '/*' ||
  url === '/' ||
  url.startsWith('/byairport-cms/docs') ||
  url === '/byairport-flight/flight/stream';

const LEAK = /\bat [\w.<>]+ \(|node:internal|node_modules|\/work\/|\/src\/[\w/-]+\.ts|\.ts:\d+/;

interface Credentials {
  memberToken: string;
  checkinToken: string;
  staffCookie: string;
}

type Contract = { content?: Record<string, { schema: unknown }> } | $ZodType;

function contractFor(route: RegisteredRoute, status: number, contentType: string) {
  const entry = (route.schema?.response as Record<string, Contract> | undefined)?.[status];
  if (!entry) return undefined;
  if (entry instanceof $ZodType) return entry;
  const type = contentType.split(';', 1)[0]!.trim();
  const match =
    entry.content?.[type] ??
    Object.entries(entry.content ?? {}).find(([range]) =>
      range.endsWith('/*') ? type.startsWith(range.slice(0, -1)) : false,
    )?.[1];
  return match?.schema as $ZodType | undefined;
}

describe('contract fuzzing', () => {
  let t: TestApp;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_TEST_ANSWER: TEST_CAPTCHA } });
    const mobile = '13912345678';
    expect(await loginAs(t, mobile)).toBeTruthy();
    const row = await t.deps.database.db
      .selectFrom('member')
      .select('id')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    memberId = row.id;
  }, 60_000);
  afterAll(() => t?.close());

  /** Fresh sessions for each route: a call under test may sign out or cancel (logout, cancel). */
  async function credentials(): Promise<Credentials> {
    const passenger = await bookOne(t);
    const [member, checkinToken, staff] = await Promise.all([
      createMemberSessions(t.deps.database.db, t.clock).issue(memberId),
      tokenFor(t, passenger.passengerId),
      staffSession(t, 'admin'),
    ]);
    return { memberToken: member.token, checkinToken, staffCookie: staff.cookie };
  }

  async function send(
    route: RegisteredRoute,
    method: HTTPMethods,
    input: unknown,
    path: string,
    who: Credentials | null,
  ) {
    const isQuery = method === 'GET';
    const request = signedRequest({
      method: isQuery ? 'GET' : 'POST',
      path,
      ...(isQuery
        ? { query: (input && typeof input === 'object' ? input : { value: input }) as never }
        : { body: input }),
      timestamp: t.clock.now().getTime(),
      locale: 'en_US',
    });
    const headers: Record<string, string> = { ...request.headers };
    if (who) {
      headers[MEMBER_TOKEN_HEADER] = who.memberToken;
      headers[CHECKIN_TOKEN_HEADER] = who.checkinToken;
      headers.cookie = who.staffCookie;
    }
    if (!isQuery && input === undefined) delete headers['content-type'];
    return t.app.inject({ ...request, headers });
  }

  it('answers every route within its contract, never with a 500 or a leak', async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.method === 'GET' || r.method === 'POST');
    const fuzzed = routes.filter((r) => !notFuzzed(r.url));
    expect(fuzzed.length).toBeGreaterThan(100);
    const problems: string[] = [];
    /** Routes that answered code 200 at least once: the generated input reached the rules. */
    const answered = new Set<string>();
    for (const route of fuzzed) {
      const method = route.method as HTTPMethods;
      const contract = method === 'GET' ? route.schema?.querystring : route.schema?.body;
      const input = schemaOf(contract, 'input');
      const parsed = schemaOf(contract, 'output');
      const who = await credentials();
      const pathArb = route.url.endsWith('*')
        ? fc.stringMatching(/^[A-Za-z0-9_./-]{0,40}$/).map((rest) => route.url.slice(0, -1) + rest)
        : fc.constant(route.url);
      await fc
        .assert(
          fc.asyncProperty(
            fc.oneof(validValue(input), validValue(parsed), mutatedValue(input)),
            pathArb,
            fc.boolean(),
            async (value, path, signedIn) => {
              const res = await send(route, method, value, path, signedIn ? who : null);
              const where = `${method} ${path} ${JSON.stringify(value)?.slice(0, 200)}`;
              expect(res.statusCode, where).toBeLessThan(500);
              expect(res.body, where).not.toMatch(LEAK);
              if (res.statusCode === 304 || res.statusCode === 302) return;
              const type = String(res.headers['content-type'] ?? '');
              const contract = contractFor(route, res.statusCode, type);
              expect(contract, `${where}: no contract for ${res.statusCode} ${type}`).toBeDefined();
              if (!type.startsWith('application/json')) {
                // A file (a picture, a page, a manifest): its bytes, as its contract says.
                expect(safeParse(contract!, res.body).success, where).toBe(true);
                if (res.statusCode === 200) answered.add(route.url);
                return;
              }
              const body = res.json() as { code?: number | string };
              if (Number(body.code ?? 200) === 200) answered.add(route.url);
              expect(Number(body.code), `${where}: ${res.body.slice(0, 300)}`).not.toBe(500);
              const checked = safeParse(contract!, body);
              expect(checked.success, `${where}: ${res.body.slice(0, 300)}`).toBe(true);
            },
          ),
          { numRuns: RUNS },
        )
        .catch((error: unknown) => {
          problems.push(`${method} ${route.url}: ${String(error).slice(0, 1_500)}`);
        });
    }
    expect(problems).toEqual([]);
    if (process.env.FUZZ_REPORT)
      console.warn(fuzzed.filter((r) => !answered.has(r.url)).map((r) => `${r.method} ${r.url}`));
    // At least half the routes were reached with a valid request, not only refused at the door
    // (the rest mostly need a record that exists: a flight, a passenger's segment, an article).
    expect(answered.size / fuzzed.length).toBeGreaterThan(0.5);
  }, 600_000);
});
