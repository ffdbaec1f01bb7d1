import { ResultCode } from '@can/contracts';
import type { FastifyRequest } from 'fastify';
import { message } from './messages';

/** The success envelope, with the message in the request's language. */
export function ok<T>(
  request: FastifyRequest,
  data: T,
): { code: typeof ResultCode.ok; msg: string; data: T } {
  return { code: ResultCode.ok, msg: message(request.locale, 'ok'), data };
}
