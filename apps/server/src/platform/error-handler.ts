import { ResultCode } from '@can/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, InvalidInputError, TooManyRequestsError } from './errors';
import { message } from './messages';

function send(reply: FastifyReply, request: FastifyRequest, error: AppError, httpStatus = 200) {
  if (error instanceof TooManyRequestsError)
    reply.header('retry-after', String(error.retryAfterSeconds));
  // A refusal is about this request: no cache keeps it (a public read's 200 may be kept).
  reply.header('cache-control', 'no-store');
  return reply.status(httpStatus).send({
    code: error.code,
    msg: message(request.locale, error.messageKey, error.params),
    data: error.data,
  });
}

/** Validation issues as { field, issue } with dotted field paths (e.g. "passengers.0.name"). */
function validationFields(error: FastifyError): { field: string; issue: string }[] {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((v) => {
      const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const missing = (v.params as { issue?: { path?: unknown[] } })?.issue?.path;
      const field =
        path ||
        (Array.isArray(missing) ? missing.join('.') : '') ||
        String(error.validationContext ?? 'request');
      return { field, issue: v.message ?? 'invalid' };
    });
  }
  return (error.validation ?? []).map((v) => ({
    field:
      v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      String(error.validationContext ?? 'request'),
    issue: v.message ?? 'invalid',
  }));
}

/**
 * One place turns every failure into the envelope: HTTP 200 with the code in the body, the
 * message in the request's language, never a stack. Transport-level failures (body too large)
 * keep their HTTP status, as the original client expects.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) return send(reply, request, error);
      if (error.validation)
        return send(reply, request, new InvalidInputError(validationFields(error)));
      switch (error.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return send(
            reply,
            request,
            new AppError(ResultCode.invalidInput, 'payloadTooLarge'),
            413,
          );
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return send(
            reply,
            request,
            new AppError(ResultCode.invalidInput, 'unsupportedMediaType'),
          );
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
          return send(reply, request, new AppError(ResultCode.invalidInput, 'malformedBody'));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'client error');
        return send(reply, request, new AppError(ResultCode.invalidInput, 'malformedBody'));
      }
      request.log.error(
        { err: error, url: request.url, method: request.method },
        'unexpected error',
      );
      return send(reply, request, new AppError(ResultCode.unexpected, 'unexpected'));
    });
  },
  { name: 'error-handler', dependencies: ['request-context'] },
);
