import { get, post, type ApiError } from '../../../lib/api-client';

export type { ApiError };

/**
 * Back-office calls: signed like every API call, with the staff session cookie (httpOnly, sent
 * by the browser) and no member token. They resolve with the envelope's data; a failure shows
 * its message as a toast (unless `silent`) and rejects with ApiError. A 401 goes to
 * /admin/login and comes back afterwards.
 */
export async function adminGet<T>(
  path: string,
  params?: Record<string, unknown>,
  options: { silent?: boolean; signal?: AbortSignal } = {},
): Promise<T> {
  const envelope = await get<T>(path, { params, staff: true, ...options });
  return envelope.data;
}

export async function adminPost<T>(
  path: string,
  data?: unknown,
  options: { silent?: boolean; sessionRedirect?: boolean } = {},
): Promise<T> {
  // Staff may save the same form twice on purpose (undo a change): no duplicate guard.
  const envelope = await post<T>(path, data ?? {}, {
    staff: true,
    headers: { repeatSubmit: 'false' },
    ...options,
  });
  return envelope.data;
}
