import { ApiError } from './api-error';
import { notifyError } from './notify';

/** A refused call's words: the server's message (601 rules, 400 prompts), else the fallback. */
export const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.details.serverMessage ?? error.message) : fallback;

/** A failure below the envelope (no connection, timeout, HTTP status). */
export const isTransportFailure = (error: unknown) =>
  error instanceof ApiError &&
  (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http');

/**
 * What a form says beside itself when its call fails: the refusal's words, or nothing for a
 * transport failure, which the red message of spec section 8 shows instead for its 5 s (a line
 * in the form would outlive it, and the form is left as typed, ready for the next try). Forms'
 * calls are silent (they speak for themselves), so the red message is raised here; the message
 * region shows one text once, should the call have raised it too.
 */
export const formRefusal = (error: unknown, fallback: string): string | null => {
  if (!isTransportFailure(error)) return refusal(error, fallback);
  notifyError((error as ApiError).message);
  return null;
};
