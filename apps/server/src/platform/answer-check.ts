import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * The serializer of every answer (decision 008): the answer is checked against the route's
 * response contract, and sent as it is when it matches. An answer that does not match is never
 * sent: it becomes the error handler's 500 envelope, with the issues in the log.
 *
 * Unlike the zod type provider's own serializer, the answer is neither encoded back through the
 * contract nor stripped of fields the contract does not name: the contracts describe the wire
 * form the client parses (some parse a numeric string into a number), so the wire form is what
 * is checked and sent.
 */
export const answerSerializer: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof $ZodType)) throw new InvalidSchemaError(JSON.stringify(schema));
  return (data) => {
    const result = safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(data);
  };
};
