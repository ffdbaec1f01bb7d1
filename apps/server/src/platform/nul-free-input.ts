import type { FastifyRequest } from 'fastify';
import { InvalidInputError } from './errors';

/**
 * The path ("/name", "/passengers/0/name") of the first string in `value` holding a NUL
 * character, or null. No form of the site has one, and PostgreSQL's text cannot store it (the
 * insert would fail with code 500; CI's contract fuzzer found one on contact/submit).
 */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], `${path}/${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  // An upload's bytes are not text.
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(key, path) ?? nulPath(item, `${path}/${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Refuses any query or body with a NUL character before validation, on every route that takes
 * input (including those that validate in their service): invalid input naming the field, in the envelope.
 */
export async function refuseNulInput(request: FastifyRequest): Promise<void> {
  // A route that takes no input (health, the OpenAPI file) reads none, so it is left alone:
  // only routes that declare a query or a body answer invalid input (api-description.ts).
  const schema = request.routeOptions.schema;
  if (!schema?.querystring && !schema?.body) return;
  const at = nulPath(request.query, '') ?? nulPath(request.body, '');
  if (at === null) return;
  throw new InvalidInputError([
    { field: at.replace(/^\//, '').replaceAll('/', '.') || 'request', issue: 'invalid' },
  ]);
}
