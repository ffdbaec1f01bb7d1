import { activeI18n } from './current-locale';
import { notifyError } from './notify';

export type ApiErrorKind =
  | 'code' // the envelope carried a non-200 code
  | 'network'
  | 'timeout'
  | 'http' // an HTTP error status (proxy, body too large…)
  | 'duplicate' // the duplicate-submit guard refused the call
  | 'invalid-response' // not JSON, or data not matching the contract
  | 'cancelled'; // the caller aborted (e.g. a query was cancelled)

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly details: { code?: number; status?: number; serverMessage?: string } = {},
  ) {
    super(message);
  }
}

/** Error texts of spec section 8, in the current language (namespace "errors"). */
export const errorText = (key: string, options?: Record<string, unknown>): string =>
  activeI18n().t(key, { ns: 'errors', ...options });

/** A failure below the envelope, shown as a red message (spec section 8) unless silent. */
export function transportError(
  kind: 'network' | 'timeout' | 'http',
  silent: boolean,
  status?: number,
) {
  const text =
    kind === 'network'
      ? errorText('network')
      : kind === 'timeout'
        ? errorText('timeout')
        : errorText('httpStatus', { status });
  if (!silent) notifyError(text);
  return new ApiError(text, kind, status === undefined ? {} : { status });
}

/** An answer that is not an envelope, or whose data breaks the contract. */
export function invalidResponse(silent: boolean) {
  const text = errorText('codeUnknown');
  if (!silent) notifyError(text);
  return new ApiError(text, 'invalid-response');
}
