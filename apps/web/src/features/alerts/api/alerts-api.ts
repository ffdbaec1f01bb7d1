import { useQuery } from '@tanstack/react-query';
import type {
  AlertCodeBody,
  AlertMineAnswer,
  AlertSubscribeBody,
  AlertSubscription,
  AlertTokenAnswer,
} from '@can/contracts/alerts';
import type { CaptchaAnswer, SendSmsAnswer } from '@can/contracts/member';
import { alertPaths, captchaPaths } from '@can/contracts/paths';
import { get, post } from '../../../lib/api-client';

/*
 * The flight alert calls (issue 22). All are silent: the panel and the pages say what went
 * wrong beside themselves, in the server's words (`msg` is already in the reader's language).
 */
const contracts = () => import('@can/contracts/alerts');

export const alertKeys = {
  all: ['alerts'] as const,
  captcha: () => ['alerts', 'captcha'] as const,
  mine: () => ['alerts', 'mine'] as const,
};

/** GET captcha/create: the picture the member login uses, a new one each time (single use). */
export async function getAlertCaptcha(signal?: AbortSignal): Promise<CaptchaAnswer> {
  const { data } = await get(captchaPaths.create, {
    isToken: false,
    schema: () => import('@can/contracts/member').then((m) => m.captchaAnswer),
    silent: true,
    signal,
  });
  return data;
}

export function useAlertCaptcha() {
  return useQuery({
    queryKey: alertKeys.captcha(),
    queryFn: ({ signal }) => getAlertCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

/** POST alerts/sendCode: as sms/sendSms, for the number the alerts will go to. */
export async function sendAlertCode(
  body: AlertCodeBody,
): Promise<{ msg: string; data: SendSmsAnswer }> {
  const { msg, data } = await post(alertPaths.sendCode, body, {
    isToken: false,
    schema: () => import('@can/contracts/member').then((m) => m.sendSmsAnswer),
    silent: true,
  });
  return { msg, data };
}

/**
 * POST alerts/subscribe. A signed-in member's token goes with it (the API client adds it), and
 * the flight is enough; a guest gives a mobile number with its code, or an e-mail address.
 */
export async function subscribeAlerts(
  body: AlertSubscribeBody,
): Promise<{ msg: string; data: AlertSubscription }> {
  const { msg, data } = await post(alertPaths.subscribe, body, {
    schema: () => contracts().then((m) => m.alertSubscribeAnswer),
    silent: true,
    // An expired member session: the panel goes on as a guest's rather than leave the page.
    sessionRedirect: false,
  });
  return { msg, data };
}

/** POST alerts/confirm or alerts/unsubscribe with a link's token; no login needed. */
export async function sendAlertToken(
  action: 'confirm' | 'unsubscribe',
  token: string,
): Promise<AlertTokenAnswer> {
  const { data } = await post(
    alertPaths[action],
    { token },
    {
      isToken: false,
      schema: () => contracts().then((m) => m.alertTokenAnswer),
      silent: true,
    },
  );
  return data;
}

/** POST alerts/mine (member token): the member's subscriptions. */
export async function getMyAlerts(signal?: AbortSignal): Promise<AlertMineAnswer> {
  const { data } = await post(alertPaths.mine, undefined, {
    schema: () => contracts().then((m) => m.alertMineAnswer),
    silent: true,
    signal,
    // The member centre goes to login by itself when the session is cleared; the panel stays.
    sessionRedirect: false,
    // A read, not a submission: two parts of a page may ask at once.
    headers: { repeatsubmit: 'false' },
  });
  return data;
}

export function useMyAlerts(enabled = true) {
  return useQuery({
    queryKey: alertKeys.mine(),
    queryFn: ({ signal }) => getMyAlerts(signal),
    enabled,
  });
}
