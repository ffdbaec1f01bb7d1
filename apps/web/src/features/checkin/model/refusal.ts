import { ApiError } from '../../../lib/api-client';

/** A refused call's words: the server's message (601 rules, 400 prompts), else the fallback. */
export const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.details.serverMessage ?? error.message) : fallback;
