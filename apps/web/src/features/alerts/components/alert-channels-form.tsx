import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { AlertChannel, AlertSubscription } from '@can/contracts/alerts';
import { formRefusal } from '../../../lib/refusal';
import { Button } from '../../../ui/button';
import { saveAlertChannels } from '../api/alerts-api';
import { ChannelCheck } from './channel-parts';
import { PushCheckbox, usePushChoice } from './push-choice';
import { RefusalLine } from './refusal-line';
import styles from './alerts.module.css';

/**
 * A member changes how one flight's alerts reach them (member centre): text message, e-mail,
 * this browser; at least one. Adding this browser signs it up first (the permission question
 * comes with the Save click); if it cannot be, the rest is saved and the line by the box says why.
 */
export function AlertChannelsForm({
  subscription,
  registration,
  onSaved,
}: {
  subscription: AlertSubscription;
  registration: ServiceWorkerRegistration | null;
  onSaved: (saved: AlertSubscription) => void;
}) {
  const { t } = useTranslation('alerts');
  const s = subscription;
  const hasPush = s.channels.includes('push');
  const [sms, setSms] = useState(s.channels.includes('sms'));
  const [email, setEmail] = useState(s.channels.includes('email'));
  const push = usePushChoice(registration, hasPush);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async () => {
    setRefusal(null);
    setStatus('');
    const chosen: AlertChannel[] = [
      ...(sms ? ['sms' as const] : []),
      ...(email ? ['email' as const] : []),
    ];
    if (chosen.length === 0 && !push.checked) {
      setRefusal(t('panel.needChannel'));
      return;
    }
    setBusy(true);
    // The server keeps the browser it has; a browser added now is signed up first.
    const browser = push.checked && !hasPush ? await push.subscribe() : undefined;
    const withPush = push.checked && (hasPush || Boolean(browser?.push));
    const channels: AlertChannel[] = withPush ? [...chosen, 'push'] : chosen;
    if (channels.length === 0) {
      setBusy(false);
      return;
    }
    try {
      const { msg, data } = await saveAlertChannels({
        id: s.id,
        channels,
        ...(browser?.push ? { push: browser.push } : {}),
      });
      setStatus(msg || t('mine.saved', { flight: data.flightNo }));
      onSaved(data);
    } catch (error) {
      setRefusal(formRefusal(error, t('failed')));
    }
    setBusy(false);
  };

  return (
    <div className={styles.form}>
      <fieldset className={styles.channels}>
        <legend className={styles.legend}>
          {t('mine.channelsLegend', { flight: s.flightNo })}
        </legend>
        <ChannelCheck checked={sms} onChange={setSms} label={t('channels.sms')} />
        <ChannelCheck checked={email} onChange={setEmail} label={t('channels.email')} />
        <PushCheckbox choice={push} label={t('channels.push')} shown={push.available || hasPush} />
      </fieldset>
      <p role="status" className={styles.status} data-testid="alert-channels-status">
        {status}
      </p>
      <RefusalLine text={refusal} testId="alert-channels-refusal" />
      <div className={styles.actions}>
        <Button
          onClick={() => void save()}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={t('mine.saveLabel', { flight: s.flightNo })}
        >
          {busy ? t('mine.saving') : t('mine.save')}
        </Button>
      </div>
    </div>
  );
}
