import { ApiError, errorText } from './api-error';

/** Spec sections 5 and 9: an identical POST/PUT within 10 ms of the previous one is refused. */
export const DUPLICATE_WINDOW_MS = 10;

let lastSubmit: { key: string; at: number } | undefined;

export function isRawBody(data: unknown): data is FormData | Blob | ArrayBuffer | URLSearchParams {
  return (
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof ArrayBuffer ||
    data instanceof URLSearchParams
  );
}

/** Throws the spec's "do not resubmit" error for a repeat; uploads (raw bodies) are not compared. */
export function guardDuplicate(url: string, data: unknown): void {
  if (isRawBody(data)) return;
  const key = `${url}\n${JSON.stringify(data ?? null)}`;
  const now = Date.now();
  if (lastSubmit && lastSubmit.key === key && now - lastSubmit.at < DUPLICATE_WINDOW_MS) {
    throw new ApiError(errorText('duplicateSubmit'), 'duplicate');
  }
  lastSubmit = { key, at: now };
}

/** Tests only: forget the previous submission. */
export function resetDuplicateGuard(): void {
  lastSubmit = undefined;
}
