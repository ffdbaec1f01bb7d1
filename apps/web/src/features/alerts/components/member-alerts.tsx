import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import BellRing from 'lucide-react/icons/bell-ring';
import type { AlertSubscription } from '@can/contracts/alerts';
import { formRefusal } from '../../../lib/refusal';
import { Button } from '../../../ui/button';
import { subscribeAlerts } from '../api/alerts-api';
import { QuietHours } from './quiet-hours';
import { RefusalLine } from './refusal-line';
import styles from './alerts.module.css';

export type Subscribed = (answer: { msg: string; data: AlertSubscription }) => void;

/** A signed-in member: one button; the alerts go by SMS to the mobile number of the login. */
export function MemberAlerts({
  flightId,
  onSubscribed,
}: {
  flightId: string;
  onSubscribed: Subscribed;
}) {
  const { t } = useTranslation('alerts');
  const [quietHours, setQuietHours] = useState(true);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const subscribe = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      onSubscribed(await subscribeAlerts({ flightId, quietHours }));
    } catch (error) {
      setRefusal(formRefusal(error, t('failed')));
      setBusy(false);
    }
  };
  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('panel.memberIntro')}</p>
      <QuietHours checked={quietHours} onChange={setQuietHours} />
      <RefusalLine text={refusal} testId="alert-refusal" />
      <div className={styles.actions}>
        <Button
          variant="primary"
          onClick={() => void subscribe()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          <BellRing aria-hidden="true" />
          {busy ? t('panel.subscribing') : t('panel.textMe')}
        </Button>
      </div>
    </div>
  );
}
