import * as z from 'zod/mini';

/** The largest id a record can have: ids are 32-bit integer columns on PostgreSQL. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record's id as a query or a body sends it (`"42"` or `42`): a positive integer that fits
 * the id column. Anything else (0, -1, 2147483648, 1e20, "abc") is invalid input naming the
 * field, so no id reaches a query it cannot be compared in. Every id-taking route uses this.
 * The message is a key of the web's form texts (`invalid`).
 */
export const recordId = z.pipe(
  z.coerce.number(),
  z.int('invalid').check(z.positive('invalid'), z.maximum(MAX_RECORD_ID, 'invalid')),
);
