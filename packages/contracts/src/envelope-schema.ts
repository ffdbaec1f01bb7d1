import * as z from 'zod/mini';
import { ResultCode } from './envelope';

export const resultCodeSchema = z.union([z.int(), z.string().check(z.regex(/^\d+$/))]);

/** How the web client reads an answer: a missing code or message is tolerated (spec section 8). */
export function envelopeSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.optional(resultCodeSchema), msg: z.optional(z.string()), data });
}

/** One input field the server refused, with why ("passengers.0.name"). */
export const fieldIssue = z.object({ field: z.string(), issue: z.string() });

const failureCodes = Object.values(ResultCode).filter((code) => code !== ResultCode.ok);

/**
 * A refusal: HTTP 200 with the code in the body (ARCHITECTURE.md, "Envelope"), the message in
 * the reader's language, and what the client needs to act on it (the refused fields, why a
 * signature was refused, when a lock ends) or null.
 */
export const failureEnvelope = z.object({
  code: z.union(failureCodes.map((code) => z.literal(code))),
  msg: z.string(),
  data: z.nullable(
    z.looseObject({
      fields: z.optional(z.array(fieldIssue)),
      reason: z.optional(z.string()),
    }),
  ),
});

/** A success as the server sends it: code 200 (the flight service sends "200"), a message, data. */
export function successEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    code: z.union([z.literal(ResultCode.ok), z.literal(String(ResultCode.ok))]),
    msg: z.string(),
    data,
  });
}

/**
 * What a call answers (its `response` in the route schema): the success envelope with this
 * data, or a refusal. The server checks every answer against it before sending (decision 008).
 */
export function answers<T extends z.ZodMiniType>(data: T) {
  return { 200: z.union([successEnvelope(data), failureEnvelope]) };
}

/** The bytes of a file answer (an image, a page, a stream), not JSON: sent as they are. */
export const fileBytes = z.custom<string | Uint8Array>(
  (value) => typeof value === 'string' || value instanceof Uint8Array,
);

/**
 * What a call answering a file says: its bytes as `contentType`, or a refusal as JSON (a
 * missing boarding pass, a bad query), both with HTTP 200 like every envelope.
 */
export function fileAnswers(contentType: string, description: string) {
  return {
    200: {
      description,
      content: {
        [contentType]: { schema: fileBytes },
        'application/json': { schema: failureEnvelope },
      },
    },
  };
}
