import { ResultCode } from '@can/contracts';
import type { MessageKey } from './messages';

/**
 * Errors that carry an envelope code. The error handler turns them into { code, msg, data }
 * in the request's language; anything else becomes a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: ResultCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class InvalidInputError extends AppError {
  constructor(readonly fields: { field: string; issue: string }[]) {
    super(
      ResultCode.invalidInput,
      'invalidInput',
      { fields: fields.map((f) => f.field).join(', ') },
      { fields },
    );
  }
}

export class NotFoundError extends AppError {
  constructor(messageKey: MessageKey = 'notFound') {
    super(ResultCode.notFound, messageKey);
  }
}

export class ForbiddenError extends AppError {
  constructor(messageKey: MessageKey = 'forbidden') {
    super(ResultCode.forbidden, messageKey);
  }
}

export class SignatureError extends AppError {
  constructor(readonly reason: 'missing' | 'malformed' | 'stale' | 'replayed' | 'invalid') {
    super(ResultCode.forbidden, 'signatureInvalid', {}, { reason });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      ResultCode.tooManyRequests,
      'tooManyRequests',
      { seconds: retryAfterSeconds },
      { retryAfter: retryAfterSeconds },
    );
  }
}

/** A business rule refused the action (code 601); the message says which rule. */
export class BusinessRuleError extends AppError {
  constructor(messageKey: MessageKey, params: Record<string, string | number> = {}) {
    super(ResultCode.businessRule, messageKey, params);
  }
}
