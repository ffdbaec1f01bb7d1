import type * as z from 'zod/mini';
import {
  LOCALE_HEADER,
  MEMBER_TOKEN_HEADER,
  NONCE_HEADER,
  REPEAT_SUBMIT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  flattenQuery,
  isSignedApiPath,
  PUBLIC_READS,
} from '@can/contracts/signing';
import type { Envelope } from '@can/contracts/envelope';
import { ApiError, invalidResponse, transportError } from './api-error';
import { getClientConfig } from './config';
import { guardDuplicate, isRawBody } from './duplicate-submit';
import { currentApiLocale } from './current-locale';
import { getMemberToken } from './member-session';
import { serverContext } from './server-context';
import { paramsText, signRequest } from './signing';

export { ApiError } from './api-error';

/** Spec section 9. */
export const REQUEST_TIMEOUT_MS = 30_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Query parameters: empty values skipped, nested objects sent as name[sub]. */
  params?: Record<string, unknown>;
  /** Body of POST/PUT: JSON, or FormData/Blob sent as they are. */
  data?: unknown;
  /** Set `repeatSubmit: 'false'` to switch the duplicate-submit guard off for this call. */
  headers?: Record<string, string>;
  /** false: send no member token (login, SMS, captcha, roll pictures). */
  isToken?: boolean;
  responseType?: 'json' | 'blob' | 'arraybuffer';
  signal?: AbortSignal;
  /** Do not show messages; the caller renders its own error state. Codes still redirect. */
  silent?: boolean;
  /**
   * false: a 401 still clears the member session but does not go to the login page (the
   * background token check, which sends to login only from the member centre).
   */
  sessionRedirect?: boolean;
  /**
   * A back-office call: no member token is sent, and a 401 (no staff session) goes to the
   * back-office sign-in instead of touching the member session.
   */
  staff?: boolean;
}

const loadEnvelopeRules = () => import('./api-envelope');

/** The URL as sent (same origin: path and query only) and the query pairs that are signed. */
function target(url: string, params: RequestOptions['params']) {
  const pageOrigin = (serverContext()?.url ?? window.location).origin;
  const parsed = new URL(url, pageOrigin);
  const queryPairs: [string, string][] = [...parsed.searchParams, ...flattenQuery(params)];
  const search = new URLSearchParams(queryPairs).toString();
  const origin = parsed.origin === pageOrigin ? '' : parsed.origin;
  return {
    path: parsed.pathname,
    queryPairs,
    href: `${origin}${parsed.pathname}${search ? `?${search}` : ''}`,
  };
}

/** Adds Signature, Timestamp and Nonce for the paths the server verifies. */
async function sign(
  headers: Record<string, string>,
  method: HttpMethod,
  path: string,
  queryPairs: [string, string][],
  data: unknown,
  silent: boolean,
) {
  // A page rendered on the server asks the server itself, in process: nothing to sign.
  if (!isSignedApiPath(path, method) || serverContext()) return;
  const loaded = await getClientConfig().catch(() => {
    throw transportError('network', silent);
  });
  const signed = await signRequest({
    pem: loaded.config.signingKey,
    path,
    params: paramsText(method, queryPairs, isRawBody(data) ? undefined : data),
    clockSkewMs: loaded.clockSkewMs,
  });
  headers[SIGNATURE_HEADER] = signed.signature;
  headers[TIMESTAMP_HEADER] = signed.timestamp;
  headers[NONCE_HEADER] = signed.nonce;
}

/** fetch with the 30 s timeout; a caller's abort is passed on and rejects quietly. */
async function send<T>(
  href: string,
  init: RequestInit,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const silent = options.silent ?? false;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  try {
    const response = await (serverContext()?.fetch ?? fetch)(href, {
      ...init,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (!response.ok) throw transportError('http', silent, response.status);
    return await read(response);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw transportError('timeout', silent);
    if (error instanceof SyntaxError) throw invalidResponse(silent); // not JSON
    if (options.signal?.aborted) throw new ApiError('cancelled', 'cancelled');
    throw transportError('network', silent);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

export function request(
  url: string,
  options: RequestOptions & { responseType: 'blob' },
): Promise<Blob>;
export function request(
  url: string,
  options: RequestOptions & { responseType: 'arraybuffer' },
): Promise<ArrayBuffer>;
export function request(url: string, options?: RequestOptions): Promise<Envelope<unknown>>;
export async function request(
  url: string,
  options: RequestOptions = {},
): Promise<Envelope<unknown> | Blob | ArrayBuffer> {
  const method = options.method ?? 'GET';
  const silent = options.silent ?? false;
  const { path, queryPairs, href } = target(url, options.params);

  const headers: Record<string, string> = { Accept: 'application/json' };
  let repeatSubmit = true;
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (name.toLowerCase() === REPEAT_SUBMIT_HEADER) repeatSubmit = String(value) !== 'false';
    else headers[name] = value;
  }
  if ((method === 'POST' || method === 'PUT') && repeatSubmit) guardDuplicate(href, options.data);

  let body: BodyInit | undefined;
  if (method !== 'GET' && method !== 'DELETE' && options.data !== undefined) {
    if (isRawBody(options.data)) body = options.data;
    else {
      body = JSON.stringify(options.data);
      headers['Content-Type'] = 'application/json;charset=utf-8';
    }
  }
  headers[LOCALE_HEADER] = currentApiLocale();
  // A public read is the same for everyone (a shared cache may answer it): no credential.
  const publicRead = method === 'GET' && path in PUBLIC_READS;
  const token = options.isToken === false || options.staff || publicRead ? '' : getMemberToken();
  if (token) headers[MEMBER_TOKEN_HEADER] = token;
  await sign(headers, method, path, queryPairs, options.data, silent);

  const init: RequestInit = { method, headers, body };
  if (options.responseType === 'blob') return send(href, init, options, (r) => r.blob());
  if (options.responseType === 'arraybuffer')
    return send(href, init, options, (r) => r.arrayBuffer());

  // Loaded in parallel with the call; see api-envelope.ts for why it is a separate chunk.
  const rules = loadEnvelopeRules();
  rules.catch(() => undefined);
  const envelope: unknown = await send(href, init, options, (r) => r.json());
  if (typeof envelope !== 'object' || envelope === null) throw invalidResponse(silent);
  const { settleEnvelope } = await rules.catch(() => {
    throw transportError('network', silent);
  });
  return settleEnvelope(envelope as Partial<Envelope<unknown>>, silent, {
    sessionRedirect: options.sessionRedirect ?? true,
    staff: options.staff ?? false,
  });
}

type Schema<T> = z.ZodMiniType<T>;

type TypedOptions<T> = Omit<RequestOptions, 'method' | 'data' | 'responseType'> & {
  /**
   * The contract of `data`, as a loader: `() => import('@can/contracts/x').then((m) => m.schema)`.
   * The server's serializer already checks every answer against the same contract, so the client
   * checks again only in development and tests, where an answer that does not match is rejected;
   * production pages never download zod for it (decision 008).
   */
  schema?: () => Promise<Schema<T>>;
};

/** Development builds and tests (vitest) check answers in the client too; see TypedOptions. */
const CHECK_ANSWERS_IN_CLIENT = import.meta.env.DEV;

async function typed<T>(
  url: string,
  { schema, ...options }: TypedOptions<T> & Pick<RequestOptions, 'method' | 'data'>,
): Promise<Envelope<T>> {
  const envelope = await request(url, options);
  if (!schema || !CHECK_ANSWERS_IN_CLIENT) return envelope as Envelope<T>;
  const parsed = (await schema()).safeParse(envelope.data);
  if (!parsed.success) throw invalidResponse(options.silent ?? false);
  return { ...envelope, data: parsed.data };
}

export const get = <T = unknown>(url: string, options: TypedOptions<T> = {}) =>
  typed<T>(url, { ...options, method: 'GET' });

export const del = <T = unknown>(url: string, options: TypedOptions<T> = {}) =>
  typed<T>(url, { ...options, method: 'DELETE' });

export const post = <T = unknown>(url: string, data?: unknown, options: TypedOptions<T> = {}) =>
  typed<T>(url, { ...options, method: 'POST', data });

export const put = <T = unknown>(url: string, data?: unknown, options: TypedOptions<T> = {}) =>
  typed<T>(url, { ...options, method: 'PUT', data });
