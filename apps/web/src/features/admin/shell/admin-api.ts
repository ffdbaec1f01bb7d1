import { ResultCode } from '@can/contracts/envelope';
import { ApiError, get, post } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { notifyError } from '../../../lib/notify';

export { ApiError };

export const STAFF_LOGIN_PATH = '/admin/login';

/** The back-office sign-in, coming back to where the staff member was. */
function staffLoginTarget(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  const back = here.startsWith('/admin') && !here.startsWith(STAFF_LOGIN_PATH) ? here : '';
  return back ? `${STAFF_LOGIN_PATH}?next=${encodeURIComponent(back)}` : STAFF_LOGIN_PATH;
}

/** No staff session (code 401): say so (unless silent) and go to the sign-in. */
function toSignIn(error: unknown, silent: boolean, redirect: boolean): never {
  if (redirect && error instanceof ApiError && error.details.code === ResultCode.memberSession) {
    if (!silent) notifyError(error.message);
    navigateTo(staffLoginTarget());
  }
  throw error;
}

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
  const envelope = await get<T>(path, { params, staff: true, ...options }).catch((error) =>
    toSignIn(error, options.silent ?? false, true),
  );
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
  }).catch((error) => toSignIn(error, options.silent ?? false, options.sessionRedirect ?? true));
  return envelope.data;
}
