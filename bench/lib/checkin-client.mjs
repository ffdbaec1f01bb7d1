// The check-in client of the benchmarks (bench/checkin.mjs, bench/storm.mjs): signed calls as the
// page makes them, bookings through the pinned command, and a passenger's sign-in (picture code,
// SMS code read from the outbox, auth, itinerary). `ctx` holds { baseUrl, signer, captchaAnswer,
// outbox: { get(mobile) → row with `content` (sync or async) } }.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from './common.mjs';
import { prepareCall, signNow } from './signing.mjs';

const { checkinPaths, CHECKIN_TOKEN_HEADER } = await tsImport(
  '@can/contracts/checkin-paths',
  import.meta.url,
);
const { captchaPaths } = await tsImport('@can/contracts/captcha-paths', import.meta.url);

// ---------------------------------------------------------------------------------- client

const agents = new Map();
/** A keep-alive agent whose connections come from `address` (a loopback address). */
function agentFor(address) {
  let agent = agents.get(address);
  if (!agent) {
    agent = new http.Agent({
      keepAlive: true,
      localAddress: address,
      maxSockets: Number(process.env.BENCH_CONNECTIONS ?? 64),
    });
    agents.set(address, agent);
  }
  return agent;
}

/** One HTTP request; resolves with the status, the parsed envelope and the time it took. */
export function send(baseUrl, { method, url, body, headers }, address = '127.0.0.1') {
  return new Promise((resolveAnswer, reject) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      `${baseUrl}${url}`,
      { method, headers, agent: agentFor(address) },
      (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let envelope = null;
          try {
            envelope = JSON.parse(text);
          } catch {
            // not JSON: reported through `text`
          }
          resolveAnswer({
            status: response.statusCode,
            envelope,
            text,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

export const codeOf = (answer) =>
  String(answer.envelope?.code ?? (answer.status === 200 ? 200 : ''));

/** A signed call made now (setup and checks); throws unless the envelope code is 200. */
export async function call(ctx, spec, { token, address, locale = 'zh_CN' } = {}) {
  const prepared = prepareCall(spec);
  const headers = signNow(prepared, ctx.signer, locale);
  if (token) headers[CHECKIN_TOKEN_HEADER] = token;
  const answer = await send(ctx.baseUrl, { ...prepared, headers }, address);
  if (answer.status !== 200 || codeOf(answer) !== '200') {
    throw new Error(
      `${prepared.method} ${prepared.url} answered HTTP ${answer.status}: ${answer.text.slice(0, 300)}`,
    );
  }
  return answer.envelope.data;
}

// ---------------------------------------------------------------------------------- setup

/** npm run --silent booking:create -- --count N against the server's database. */
export function createBookings(databaseUrl, count) {
  return new Promise((resolveList, reject) => {
    const child = spawn(
      'npm',
      ['run', '--silent', 'booking:create', '--', '--count', String(count)],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`booking:create exited ${code}: ${err || out}`));
      try {
        resolveList(JSON.parse(out));
      } catch {
        reject(new Error(`booking:create printed no JSON: ${out.slice(0, 300)} ${err}`));
      }
    });
  });
}

/** Picture code, SMS code (from the outbox), auth and itinerary, as the check-in page does. */
export async function authenticate(ctx, person, address) {
  const captcha = await call(ctx, { method: 'GET', path: captchaPaths.create }, { address });
  await call(
    ctx,
    {
      method: 'POST',
      path: checkinPaths.sendSms,
      body: { mobile: person.mobile, captchaCode: ctx.captchaAnswer, captchaUuid: captcha.uuid },
    },
    { address },
  );
  const row = await ctx.outbox.get(person.mobile.replace(/[\s-]/g, ''));
  const code = row && /\d{6}/.exec(row.content)?.[0];
  if (!code) throw new Error(`no SMS code in sms_outbox for ${person.mobile}`);
  const { checkinToken } = await call(
    ctx,
    { method: 'POST', path: checkinPaths.auth, body: { ...person, code } },
    { address },
  );
  const itinerary = await call(
    ctx,
    { method: 'GET', path: checkinPaths.itinerary },
    { token: checkinToken, address },
  );
  const segment = itinerary.segments[0];
  return {
    ...person,
    token: checkinToken,
    segmentId: segment.segmentId,
    flight: `${segment.flightNo} ${segment.flightDate}`,
    aircraft: segment.aircraft,
    cabin: segment.cabin,
    canCheckIn: segment.canCheckIn,
  };
}

/** Runs fn over items, `parallel` at a time, in order of the items. */
export async function inParallel(items, parallel, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** The free seats (state optional, not in an exit row) of a cabin, from a passenger's seat map. */
export async function freeSeats(ctx, passenger) {
  const map = await call(
    ctx,
    { method: 'GET', path: checkinPaths.seatMap, query: { segmentId: passenger.segmentId } },
    { token: passenger.token },
  );
  return map.rows
    .filter((row) => row.cabin === passenger.cabin && !row.exitRow)
    .flatMap((row) => row.seats.filter((cell) => cell?.state === 'optional').map((c) => c.seat));
}

export const confirmCall = (passenger, seat) => ({
  method: 'POST',
  path: checkinPaths.confirm,
  body: { segmentId: passenger.segmentId, seat, acceptAgreement: true, acceptDangerousGoods: true },
});
