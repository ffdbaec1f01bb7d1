import { useQuery } from '@tanstack/react-query';
import type {
  AlertChannelsBody,
  AlertCodeBody,
  AlertMineAnswer,
  AlertSubscribeBody,
  AlertSubscription,
  AlertTokenAnswer,
} from '@can/contracts/alerts';
import { alertPaths } from '@can/contracts/paths';
import { post } from '../../../lib/api-client';
import { smsCodeSender } from '../../../ui/sms-login';

/*
 * The flight alert calls (issue 22). All are silent: the panel and the pages say what went
 * wrong beside themselves, in the server's words (`msg` is already in the reader's language).
 */
const contracts = () => import('@can/contracts/alerts');

export const alertKeys = {
  all: ['alerts'] as const,
  mine: () => ['alerts', 'mine'] as const,
};

/** POST alerts/sendCode: as sms/sendSms, for the number the alerts will go to. */
export const sendAlertCode = smsCodeSender<AlertCodeBody>(alertPaths.sendCode);

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

/**
 * POST alerts/channels (member token): a subscription's new channels; `push` with the browser's
 * subscription when this browser is added. Answers the subscription as it now is.
 */
export async function saveAlertChannels(
  body: AlertChannelsBody,
): Promise<{ msg: string; data: AlertSubscription }> {
  const { msg, data } = await post(alertPaths.channels, body, {
    schema: () => contracts().then((m) => m.alertChannelsAnswer),
    silent: true,
  });
  return { msg, data };
}

/** POST alerts/pushKey (no login): the server's key this browser subscribes to web push with. */
export async function getPushKey(): Promise<string> {
  const { data } = await post(alertPaths.pushKey, undefined, {
    isToken: false,
    schema: () => contracts().then((m) => m.alertPushKeyAnswer),
    silent: true,
    // A read: a second form of the page may ask at once.
    headers: { repeatsubmit: 'false' },
  });
  return data.publicKey;
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
