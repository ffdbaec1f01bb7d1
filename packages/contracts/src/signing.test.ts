import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import vectors from '../test-vectors/signing-vectors.json';
import {
  asciiEscaped,
  canonicalBody,
  canonicalQuery,
  flattenQuery,
  isSignedApiPath,
  signingText,
} from './signing';

describe('signing test vectors', () => {
  const publicKey = createPublicKey(vectors.publicKeySpkiPem);

  it.each(vectors.vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const isQuery = v.method !== 'POST';
    const pairs = flattenQuery((v as { params?: Record<string, unknown> }).params);
    if (isQuery) expect(new URLSearchParams(pairs).toString()).toBe(v.query);
    // What the server sees: the query string as sent, or the body as sent.
    const params = isQuery
      ? canonicalQuery(new URLSearchParams(v.query))
      : canonicalBody(JSON.parse(JSON.stringify((v as { body?: unknown }).body ?? null)));
    expect(params).toBe(v.expectedParams);
    const text = signingText(v.timestamp, v.path, v.nonce, params);
    expect(text).toBe(v.expectedText);
    expect(
      verify('sha256', Buffer.from(text), publicKey, Buffer.from(v.expectedSignature, 'base64')),
    ).toBe(true);
  });
});

describe('canonical params', () => {
  it('drops empty top-level entries but keeps zero and false', () => {
    expect(canonicalBody({ a: '', b: null, c: undefined, d: 0, e: false })).toBe(
      '{"d":0,"e":false}',
    );
  });

  it('gives "" for no params', () => {
    expect(canonicalBody(undefined)).toBe('');
    expect(canonicalBody({})).toBe('');
    expect(canonicalQuery([])).toBe('');
  });

  it('collects a name sent twice into an array', () => {
    expect(
      canonicalQuery([
        ['t', 'T1'],
        ['t', 'T2'],
        ['day', '0'],
      ]),
    ).toBe('{"day":"0","t":["T1","T2"]}');
  });

  it('flattens nested query params and skips empty ones at every depth', () => {
    expect(flattenQuery({ a: { b: { c: 1 }, d: '' }, e: [1, null], f: undefined })).toEqual([
      ['a[b][c]', '1'],
      ['e[0]', '1'],
    ]);
  });

  it('escapes non-ASCII for encoders that do', () => {
    expect(asciiEscaped('{"k":"广州 é"}')).toBe('{"k":"\\u5e7f\\u5dde \\u00e9"}');
  });

  it('knows which paths are signed', () => {
    expect(isSignedApiPath('/byairport-cms/weather/queryTodayWeather')).toBe(true);
    expect(isSignedApiPath('/byairport-flight/flight/list')).toBe(true);
    expect(isSignedApiPath('/byairport-cms/config/client')).toBe(false);
    expect(isSignedApiPath('/healthz')).toBe(false);
    expect(isSignedApiPath('/byairport-web/traffic/index')).toBe(false);
  });

  it('serves the public reads unsigned by GET, and keeps their POST signed', () => {
    expect(isSignedApiPath('/byairport-flight/flight/board', 'GET')).toBe(false);
    expect(isSignedApiPath('/byairport-flight/flight/detail', 'GET')).toBe(false);
    expect(isSignedApiPath('/byairport-flight/flight/detail', 'HEAD')).toBe(false);
    expect(isSignedApiPath('/byairport-flight/flight/detail', 'POST')).toBe(true);
    expect(isSignedApiPath('/byairport-flight/flight/detail')).toBe(true);
    expect(isSignedApiPath('/byairport-flight/flight/list', 'GET')).toBe(true);
    expect(isSignedApiPath('/byairport-cms/folder/getNavMenus', 'GET')).toBe(false);
    expect(isSignedApiPath('/byairport-cms/article/detail', 'GET')).toBe(false);
    expect(isSignedApiPath('/byairport-cms/stats/pageView', 'POST')).toBe(true);
    expect(isSignedApiPath('/byairport-cms/user/profile', 'GET')).toBe(true);
  });
});
