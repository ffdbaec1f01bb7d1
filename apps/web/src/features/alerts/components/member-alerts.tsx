import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import type { AlertChannel, AlertSubscription } from '@can/contracts/alerts';
import { ResultCode } from '@can/contracts/envelope';
import { ApiError } from '../../../lib/api-client';
import { formRefusal } from '../../../lib/refusal';
import { MEMBER_CENTRE_PATH } from '../../../shell/frame-links';
import { subscribeAlerts } from '../api/alerts-api';
import { ChannelCheck, SubscribeButton } from './channel-parts';
import { PushCheckbox, usePushChoice } from './push-choice';
import { QuietHours } from './quiet-hours';
import { RefusalLine } from './refusal-line';
import styles from './alerts.module.css';

/**
 * A subscription was made: the server's answer, and why this browser was left out when it was
 * asked for and could not be signed up (the other channels went ahead).
 */
export type Subscribed = (
  answer: { msg: string; data: AlertSubscription },
  pushNote?: string,
) => void;

/** A refusal, and whether it may be the missing e-mail address of the profile. */
interface Refusal {
  text: string | null;
  profile: boolean;
}

/** What every form of the panel gets: the flight, the answer's taker, the worker (or none). */
export interface AlertFormProps {
  flightId: string;
  onSubscribed: Subscribed;
  registration: ServiceWorkerRegistration | null;
}

/**
 * A signed-in member picks the channels: text messages to the login mobile (on by default),
 * e-mail to the confirmed address of the profile, and this browser where it can get them.
 */
export function MemberAlerts({ flightId, onSubscribed, registration }: AlertFormProps) {
  const { t } = useTranslation('alerts');
  const [sms, setSms] = useState(true);
  const [email, setEmail] = useState(false);
  const push = usePushChoice(registration);
  const [quietHours, setQuietHours] = useState(true);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const subscribe = async () => {
    setRefusal(null);
    const chosen: AlertChannel[] = [
      ...(sms ? ['sms' as const] : []),
      ...(email ? ['email' as const] : []),
    ];
    if (chosen.length === 0 && !push.checked) {
      setRefusal({ text: t('panel.needChannel'), profile: false });
      return;
    }
    setBusy(true);
    const browser = push.checked ? await push.subscribe() : undefined;
    // This browser alone, and it could not be signed up: nothing to send (its note says why).
    if (chosen.length === 0 && !browser?.push) {
      setBusy(false);
      return;
    }
    try {
      const answer = await subscribeAlerts({
        flightId,
        channels: browser?.push ? [...chosen, 'push'] : chosen,
        quietHours,
        ...(browser?.push ? { push: browser.push } : {}),
      });
      onSubscribed(answer, browser?.note);
    } catch (error) {
      // The server's rule on the e-mail channel: a confirmed address in the profile first.
      const rule = error instanceof ApiError && error.details.code === ResultCode.businessRule;
      setRefusal({ text: formRefusal(error, t('failed')), profile: email && rule });
      setBusy(false);
    }
  };
  return (
    <div className={styles.form}>
      <fieldset className={styles.channels}>
        <legend className={styles.legend}>{t('panel.channelLegend')}</legend>
        <p className={styles.hint}>{t('panel.memberIntro')}</p>
        <ChannelCheck checked={sms} onChange={setSms} label={t('channels.sms')} />
        <ChannelCheck checked={email} onChange={setEmail} label={t('channels.email')} />
        <PushCheckbox choice={push} label={t('channels.push')} />
      </fieldset>
      {sms ? <QuietHours checked={quietHours} onChange={setQuietHours} /> : null}
      <RefusalLine text={refusal?.text ?? null} testId="alert-refusal" />
      {refusal?.profile ? (
        <p className={styles.hint}>
          <Link to={MEMBER_CENTRE_PATH}>{t('panel.profileLink')}</Link>
        </p>
      ) : null}
      <SubscribeButton busy={busy} onClick={() => void subscribe()} label={t('panel.subscribe')} />
    </div>
  );
}
