/**
 * Request signing shared by the browser signer and the server verifier (ARCHITECTURE.md,
 * "Request signing"). Pure functions only: no crypto here, so both sides can use them.
 *
 * Signed text: "Timestamp&" + Timestamp + "&" + path + "&" + Nonce + "&" + params
 * params: the request parameters as compact JSON (JSON.stringify, no whitespace, non-ASCII
 * characters as they are) with keys sorted by UTF-16 code units at every depth; top-level
 * entries that are undefined, null or "" are dropped; no parameters give "".
 * - GET and DELETE: the query pairs as sent, values as strings, nested objects flattened to
 *   `name[sub]` and arrays to `name[0]`; a name sent twice collects its values into an array.
 * - Other methods: the JSON body. A body that is not JSON (a file upload) signs as "".
 */

import { faqPaths } from './faq-paths';
import {
  apiDescriptionPaths,
  cmsPaths,
  disruptionPaths,
  flightPaths,
  todayWeatherPath,
} from './paths';
import { mapPaths } from './map-paths';
import { shopPaths } from './shop-paths';
import { transportPaths } from './transport-paths';

export const SIGNATURE_HEADER = 'signature';
export const TIMESTAMP_HEADER = 'timestamp';
export const NONCE_HEADER = 'nonce';
export const LOCALE_HEADER = 'locale';
export const MEMBER_TOKEN_HEADER = 'authenticated_token';
export const CHECKIN_TOKEN_HEADER = 'checkin_token';
/** Set to "false" on a request to switch off the duplicate-submit guard (spec section 5). */
export const REPEAT_SUBMIT_HEADER = 'repeatsubmit';

/** How far a request's Timestamp may be from the server clock, either way. */
export const SIGNATURE_WINDOW_MS = 300_000;
/** How long a nonce is remembered; a repeat within this time is a replay. */
export const NONCE_TTL_MS = 600_000;

/** Calls that are served without a signature. Every other API call is signed. */
export const UNSIGNED_API_PATHS: readonly string[] = [
  '/byairport-cms/config/client',
  '/byairport-flight/flight/stream',
  // Registered only with TEST_CLOCK_CONTROL (never in production): browser tests move the clock.
  '/byairport-cms/test/clock',
  // The API's description and reference page, for people and tools reading about the API.
  apiDescriptionPaths.openapi,
];

const isApiReference = (path: string) =>
  path === apiDescriptionPaths.reference || path.startsWith(`${apiDescriptionPaths.reference}/`);

/**
 * How long a shared cache may keep a public read: `live` flight data briefly, `content` (pages,
 * menus, notices, weather) a minute, like the pages rendered from it (decision 024).
 */
export type PublicReadKind = 'live' | 'content';

/**
 * Public reads: the same for every reader (of one language), served to a `GET` without a
 * signature, with a validator and caching headers a shared cache may follow (issue 20,
 * decision 024). A signed request is still accepted; the flight service's signed `POST`s stay
 * for clients of the original.
 */
export const PUBLIC_READS: Readonly<Record<string, PublicReadKind>> = {
  [flightPaths.board]: 'live',
  [flightPaths.detail]: 'live',
  [disruptionPaths.current]: 'live',
  [disruptionPaths.flights]: 'live',
  [cmsPaths.navMenus]: 'content',
  [cmsPaths.folderByUrlKey]: 'content',
  [cmsPaths.rollPictures]: 'content',
  [cmsPaths.footerMenus]: 'content',
  [cmsPaths.homeIndex]: 'content',
  [cmsPaths.notifications]: 'content',
  [cmsPaths.announcement]: 'content',
  [cmsPaths.articleList]: 'content',
  [cmsPaths.articleDetail]: 'content',
  [todayWeatherPath]: 'content',
  // The airport's own guides, the same for every reader: FAQ, transport, shops, maps, airlines.
  ...Object.fromEntries(
    [
      ...Object.values(faqPaths),
      ...Object.values(transportPaths),
      ...Object.values(shopPaths),
      ...Object.values(mapPaths),
      flightPaths.airlines,
    ].map((path) => [path, 'content' as const]),
  ),
};
export const UNSIGNED_API_READS: readonly string[] = Object.keys(PUBLIC_READS);

/** The API lives under these prefixes; /byairport-web/ holds pages of the app, not calls. */
export const API_PREFIXES: readonly string[] = ['/byairport-cms/', '/byairport-flight/'];

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Whether a call by this method to this path must be signed (`GET` reads may be public). */
export function isSignedApiPath(path: string, method = 'POST'): boolean {
  if (!isApiPath(path) || UNSIGNED_API_PATHS.includes(path) || isApiReference(path)) return false;
  const reads = method === 'GET' || method === 'HEAD';
  return !(reads && UNSIGNED_API_READS.includes(path));
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Deep copy with object keys sorted at every depth. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeysDeep(value[key]);
    return out;
  }
  return value;
}

function canonicalObject(obj: Record<string, unknown>): string {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) if (!isEmpty(value)) kept[key] = value;
  if (Object.keys(kept).length === 0) return '';
  return JSON.stringify(sortKeysDeep(kept));
}

/**
 * Flattens GET/DELETE params into the pairs that go into the query string: empty values are
 * skipped at every depth, nested objects become `name[sub]`, arrays `name[0]`.
 */
export function flattenQuery(params: Record<string, unknown> | undefined): [string, string][] {
  const pairs: [string, string][] = [];
  const walk = (prefix: string, value: unknown) => {
    if (isEmpty(value)) return;
    if (Array.isArray(value)) value.forEach((v, i) => walk(`${prefix}[${i}]`, v));
    else if (isPlainObject(value))
      for (const [k, v] of Object.entries(value)) walk(`${prefix}[${k}]`, v);
    else if (value instanceof Date) pairs.push([prefix, value.toISOString()]);
    else pairs.push([prefix, String(value)]);
  };
  for (const [key, value] of Object.entries(params ?? {})) walk(key, value);
  return pairs;
}

/** The params text of a GET or DELETE request, from its query pairs as sent. */
export function canonicalQuery(pairs: Iterable<[string, string]>): string {
  const obj: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const prior = obj[key];
    if (prior === undefined) obj[key] = value;
    else obj[key] = Array.isArray(prior) ? [...prior, value] : [prior, value];
  }
  return canonicalObject(obj);
}

/** The params text of a request with a JSON body. */
export function canonicalBody(body: unknown): string {
  if (isEmpty(body)) return '';
  if (isPlainObject(body)) return canonicalObject(body);
  return JSON.stringify(sortKeysDeep(body));
}

export function signingText(
  timestamp: string,
  path: string,
  nonce: string,
  params: string,
): string {
  return `Timestamp&${timestamp}&${path}&${nonce}&${params}`;
}

/** Same JSON with every non-ASCII character escaped as \uXXXX (what many JSON encoders emit). */
export function asciiEscaped(json: string): string {
  return json.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
