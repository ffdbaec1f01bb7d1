import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formRefusal } from '../../../lib/refusal';
import { subscribeAlerts } from '../api/alerts-api';
import { SubscribeButton } from './channel-parts';
import type { AlertFormProps } from './member-alerts';
import { usePushChoice } from './push-choice';
import { RefusalLine } from './refusal-line';
import styles from './alerts.module.css';

/**
 * A guest's alerts to this browser alone: no number, no address. Nothing is sent unless the
 * browser is signed up; if it cannot be (permission refused, push service out of reach), the
 * line under the button says why and text messages or e-mail remain.
 */
export function PushAlertForm({ flightId, onSubscribed, registration }: AlertFormProps) {
  const { t } = useTranslation('alerts');
  const browser = usePushChoice(registration, true);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const subscribe = async () => {
    setBusy(true);
    setRefusal(null);
    const answer = await browser.subscribe();
    if (!answer.push) {
      setBusy(false);
      return;
    }
    try {
      onSubscribed(await subscribeAlerts({ flightId, push: answer.push }));
    } catch (error) {
      setRefusal(formRefusal(error, t('failed')));
      setBusy(false);
    }
  };
  return (
    <div className={styles.form} data-testid="alert-push-form">
      <p className={styles.intro}>{t('panel.pushIntro')}</p>
      <p role="status" className={styles.pushNote} data-testid="alert-push-note">
        {browser.note}
      </p>
      <RefusalLine text={refusal} testId="alert-refusal" />
      <SubscribeButton busy={busy} onClick={() => void subscribe()} label={t('panel.submitPush')} />
    </div>
  );
}
