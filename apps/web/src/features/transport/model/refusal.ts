import { ApiError } from '../../../lib/api-client';

/** The server's refusal text (line not found, province not found…) or undefined. */
export function refusalOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.kind === 'code'
    ? (error.details.serverMessage ?? undefined)
    : undefined;
}
