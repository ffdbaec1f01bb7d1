/**
 * Writes signing-vectors.json: fixed requests with the params text, signed text and signature
 * an implementation of ARCHITECTURE.md must produce. Run once with `npx tsx`; the output is
 * committed so the browser signer and the server verifier are tested against the same data.
 * The key in the file is a test key, used nowhere else.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { canonicalBody, canonicalQuery, flattenQuery, signingText } from '../src/signing';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  params?: Record<string, unknown>;
  body?: unknown;
  timestamp: string;
  nonce: string;
}

const cases: Case[] = [
  {
    name: 'get without params',
    method: 'GET',
    path: '/byairport-cms/folder/getNavMenus',
    timestamp: '1795000000000',
    nonce: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  },
  {
    name: 'get with query, empty values skipped',
    method: 'GET',
    path: '/byairport-cms/weather/queryTodayWeather',
    params: { code: 'CAN', empty: '', gone: null },
    timestamp: '1795000000001',
    nonce: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b',
  },
  {
    name: 'get with nested and array params',
    method: 'GET',
    path: '/byairport-cms/user/queryUserTrip',
    params: { pageSize: 10, pageNum: 1, filter: { to: 'PEK', from: 'CAN' }, tags: ['a', 'b'] },
    timestamp: '1795000000002',
    nonce: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  },
  {
    name: 'post with body, keys sorted at every depth',
    method: 'POST',
    path: '/byairport-flight/flight/list',
    body: {
      type: '1',
      terminal: '',
      day: 0,
      depOrArr: '1',
      pageNum: 1,
      pageSize: 20,
      extra: { z: 1, a: [{ y: 2, b: 3 }] },
    },
    timestamp: '1795000000003',
    nonce: 'a8098c1a-f86e-41d9-a9b1-5f1b2c3d4e5f',
  },
  {
    name: 'post with non-ASCII text',
    method: 'POST',
    path: '/byairport-flight/flight/searchFlight',
    body: { keyword: '北京 서울 Pékin', type: '1', day: 0 },
    timestamp: '1795000000004',
    nonce: '9b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  },
  {
    name: 'post with empty body',
    method: 'POST',
    path: '/byairport-cms/user/pointList',
    body: {},
    timestamp: '1795000000005',
    nonce: 'c3d4e5f6-0718-492a-8b3c-4d5e6f708192',
  },
];

const vectors = cases.map((c) => {
  const query = c.method === 'POST' ? [] : flattenQuery(c.params);
  const params = c.method === 'POST' ? canonicalBody(c.body) : canonicalQuery(query);
  const text = signingText(c.timestamp, c.path, c.nonce, params);
  const signature = sign('sha256', Buffer.from(text, 'utf8'), privateKey).toString('base64');
  return {
    ...c,
    query: new URLSearchParams(query).toString(),
    expectedParams: params,
    expectedText: text,
    expectedSignature: signature,
  };
});

writeFileSync(
  new URL('./signing-vectors.json', import.meta.url),
  JSON.stringify(
    { privateKeyPkcs8Pem: privatePem, publicKeySpkiPem: publicPem, vectors },
    null,
    2,
  ) + '\n',
);
