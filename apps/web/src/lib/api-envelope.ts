import { ResultCode, codeOf, type Envelope } from '@can/contracts/envelope';
import { ApiError, errorText } from './api-error';
import { clearMemberSession } from './member-session';
import { navigateTo } from './navigation';
import { notifyError } from './notify';

/*
 * Loaded beside the first request rather than with the page: @can/contracts/envelope brings
 * zod (about 24 KB gzip), which rendering `/` does not need.
 */

export const LOGIN_PATH = '/user/login';
export const CHECKIN_ENTRY_PATH = '/service/checkIn';

function defaultCodeText(code: number): string | undefined {
  if (code === ResultCode.memberSession) return errorText('code401');
  if (code === ResultCode.forbidden) return errorText('code403');
  if (code === ResultCode.notFound) return errorText('code404');
  return undefined;
}

/**
 * Applies spec section 8 to an answer's envelope: resolves on 200, otherwise shows the message,
 * performs the redirect the code asks for and throws.
 */
export function settleEnvelope(
  body: Partial<Envelope<unknown>>,
  silent: boolean,
  { sessionRedirect = true, staff = false }: { sessionRedirect?: boolean; staff?: boolean } = {},
): Envelope<unknown> {
  const code = codeOf(body);
  const show = (text: string) => {
    if (!silent) notifyError(text);
  };
  if (code === ResultCode.ok)
    return { code: body.code ?? code, msg: body.msg ?? '', data: body.data };

  const serverMessage = body.msg || undefined;
  // A back-office call without a staff session: the member session is not touched; the back
  // office goes to its own sign-in (features/admin/shell/admin-api.ts).
  if (staff && code === ResultCode.memberSession)
    throw new ApiError(serverMessage ?? errorText('sessionExpired'), 'code', {
      code,
      serverMessage,
    });
  if (code === ResultCode.memberSession || code === ResultCode.checkinSession) {
    if (code === ResultCode.memberSession) clearMemberSession();
    const text = errorText('sessionExpired');
    if (code === ResultCode.memberSession && !sessionRedirect)
      throw new ApiError(text, 'code', { code, serverMessage });
    show(text);
    navigateTo(code === ResultCode.memberSession ? LOGIN_PATH : CHECKIN_ENTRY_PATH);
    throw new ApiError(text, 'code', { code, serverMessage });
  }
  if (code === ResultCode.unexpected || code === ResultCode.businessRule) {
    const text = serverMessage ?? errorText('codeUnknown');
    show(text);
    throw new ApiError(text, 'code', { code, serverMessage });
  }
  // The back office shows the server's precise message (which role, which field).
  show(
    (staff ? serverMessage : undefined) ??
      defaultCodeText(code) ??
      serverMessage ??
      errorText('codeUnknown'),
  );
  throw new ApiError('error', 'code', { code, serverMessage });
}
