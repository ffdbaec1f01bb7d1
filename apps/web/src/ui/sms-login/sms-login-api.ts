import { useQuery } from '@tanstack/react-query';
import type { CaptchaAnswer, SendSmsAnswer } from '@can/contracts/member';
import { captchaPaths } from '@can/contracts/paths';
import { get, post } from '../../lib/api-client';

/** GET captcha/create: a new picture each time (single use, never cached). */
export async function getCaptcha(signal?: AbortSignal): Promise<CaptchaAnswer> {
  const { data } = await get(captchaPaths.create, {
    isToken: false,
    schema: () => import('@can/contracts/member').then((m) => m.captchaAnswer),
    silent: true,
    signal,
  });
  return data;
}

/** The picture code of one form (`owner`: member, checkin, alerts), fetched again on demand. */
export function useSmsCaptcha(owner: string) {
  return useQuery({
    queryKey: [owner, 'captcha'],
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

/**
 * The call that texts a code to a number (`path`: the member login's sms/sendSms, check-in's,
 * alerts'); silent, the form shows the refusal.
 */
export function smsCodeSender<Body extends { mobile: string }>(path: string) {
  return async (body: Body): Promise<{ msg: string; data: SendSmsAnswer }> => {
    const { msg, data } = await post(path, body, {
      isToken: false,
      schema: () => import('@can/contracts/member').then((m) => m.sendSmsAnswer),
      silent: true,
    });
    return { msg, data };
  };
}
