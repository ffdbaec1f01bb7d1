// Signs API calls the way the browser does (ARCHITECTURE.md, "Request signing"), with the
// canonical text built by @can/contracts (TypeScript, loaded through tsx) so the benchmark and
// the site cannot drift apart.
import { createPrivateKey, createPublicKey, randomUUID, sign, verify } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

/** The @can/contracts package (paths, schemas, signing helpers), loaded once. */
export const contracts = await tsImport('@can/contracts', import.meta.url);
const { canonicalBody, canonicalQuery, clientConfigPath, flattenQuery, signingText } = contracts;

/**
 * Fetches the signing key from GET /byairport-cms/config/client (unsigned) and the server's clock
 * offset, and checks the envelope.
 */
export async function fetchSigningKey(baseUrl) {
  const response = await fetch(`${baseUrl}${clientConfigPath}`);
  if (!response.ok) throw new Error(`${clientConfigPath} answered HTTP ${response.status}`);
  const body = await response.json();
  if (Number(body?.code ?? 200) !== 200 || typeof body?.data?.signingKey !== 'string') {
    throw new Error(`${clientConfigPath} answered ${JSON.stringify(body).slice(0, 300)}`);
  }
  const pem = body.data.signingKey;
  const serverTime = Number(body.data.serverTime);
  return {
    pem,
    key: createPrivateKey(pem),
    clockOffsetMs: Number.isFinite(serverTime) ? serverTime - Date.now() : 0,
  };
}

/**
 * Describes an API call once: the path and query as sent, the JSON body, and the params text
 * that goes into the signature.
 *   call: { method, path, query?, body? }
 */
export function prepareCall(call) {
  const method = call.method.toUpperCase();
  const hasQuery = method === 'GET' || method === 'DELETE';
  const pairs = hasQuery ? flattenQuery(call.query ?? {}) : [];
  const search = new URLSearchParams(pairs).toString();
  return {
    method,
    path: call.path,
    url: search ? `${call.path}?${search}` : call.path,
    body: hasQuery || call.body === undefined ? undefined : JSON.stringify(call.body),
    params: hasQuery ? canonicalQuery(pairs) : canonicalBody(call.body),
  };
}

function headersFor(prepared, timestamp, nonce, signature, locale) {
  const headers = { Signature: signature, Timestamp: timestamp, Nonce: nonce, locale };
  if (prepared.body !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}

/** Signs one request now (about 0.4 ms of CPU for RSA 2048). */
export function signNow(prepared, signer, locale = 'zh_CN') {
  const timestamp = String(Date.now() + signer.clockOffsetMs);
  const nonce = randomUUID();
  const text = signingText(timestamp, prepared.path, nonce, prepared.params);
  const signature = sign('sha256', Buffer.from(text), signer.key).toString('base64');
  return headersFor(prepared, timestamp, nonce, signature, locale);
}

/**
 * Signs `count` requests ahead of time on every core (worker threads), each with its own nonce:
 * the headers of one request per entry. Spend each entry once: the server refuses a nonce seen
 * before, and a timestamp older than 300 s.
 */
export function presign(prepared, signer, count, locale = 'zh_CN') {
  return presignEach(
    Array.from({ length: count }, () => prepared),
    signer,
    locale,
  );
}

/**
 * Like presign, for a list of different calls (each its own body or query, e.g. one per
 * passenger): the signed headers of `calls[i]` at entry i.
 */
export async function presignEach(calls, signer, locale = 'zh_CN') {
  const count = calls.length;
  const threads = Math.max(1, availableParallelism());
  const chunkSize = 2000;
  const entries = [];
  for (let i = 0; i < count; i++) entries.push({ nonce: randomUUID(), timestamp: '' });
  const workers = Array.from(
    { length: Math.min(threads, Math.max(1, Math.ceil(count / chunkSize))) },
    () => new Worker(new URL('./sign-worker.mjs', import.meta.url)),
  );
  try {
    let next = 0;
    const work = async (worker) => {
      while (next < count) {
        const start = next;
        const end = Math.min(count, start + chunkSize);
        next = end;
        const timestamp = String(Date.now() + signer.clockOffsetMs);
        const texts = [];
        for (let i = start; i < end; i++) {
          const entry = entries[i];
          entry.timestamp = timestamp;
          texts.push(signingText(timestamp, calls[i].path, entry.nonce, calls[i].params));
        }
        const signatures = await new Promise((resolveChunk, reject) => {
          const onMessage = (message) => {
            if (message.id !== start) return;
            worker.off('message', onMessage);
            worker.off('error', reject);
            resolveChunk(message.signatures);
          };
          worker.on('message', onMessage);
          worker.once('error', reject);
          worker.postMessage({ id: start, pem: signer.pem, texts });
        });
        for (let i = start; i < end; i++) {
          const entry = entries[i];
          entries[i] = headersFor(
            calls[i],
            entry.timestamp,
            entry.nonce,
            signatures[i - start],
            locale,
          );
        }
      }
    };
    await Promise.all(workers.map(work));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return entries;
}

/**
 * What one RSA verification of this call's signature costs in this process, in µs (the bulk of
 * the server's signature check, measured without HTTP around it).
 */
export function verifyMicros(prepared, signer, count = 2000) {
  const publicKey = createPublicKey(signer.key);
  const text = Buffer.from(
    signingText(String(Date.now()), prepared.path, randomUUID(), prepared.params),
  );
  const signature = sign('sha256', text, signer.key);
  for (let i = 0; i < 200; i++) verify('sha256', text, publicKey, signature);
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) verify('sha256', text, publicKey, signature);
  return Number(process.hrtime.bigint() - started) / 1000 / count;
}
