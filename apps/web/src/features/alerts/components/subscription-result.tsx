import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import BellOff from 'lucide-react/icons/bell-off';
import type { AlertSubscription, AlertTokenAnswer } from '@can/contracts/alerts';
import { formRefusal } from '../../../lib/refusal';
import { Button } from '../../../ui/button';
import { sendAlertToken } from '../api/alerts-api';
import { RefusalLine } from './refusal-line';
import { SubscriptionFacts, SubscriptionState } from './subscription-facts';
import styles from './alerts.module.css';

/**
 * A subscription of this flight: its state and facts, and "Stop alerts", which ends it with the
 * token the answer carried (the same as the link in every message).
 */
export function SubscriptionResult({
  subscription,
  onStopped,
}: {
  subscription: AlertSubscription;
  onStopped: (answer: AlertTokenAnswer) => void;
}) {
  const { t } = useTranslation('alerts');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const stop = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      onStopped(await sendAlertToken('unsubscribe', subscription.unsubscribeToken));
    } catch (error) {
      setRefusal(formRefusal(error, t('failed')));
      setBusy(false);
    }
  };
  return (
    <div className={styles.form} data-testid="alert-subscription">
      <p>
        <SubscriptionState status={subscription.status} />
      </p>
      <SubscriptionFacts subscription={subscription} />
      <RefusalLine text={refusal} testId="alert-stop-refusal" />
      <div className={styles.actions}>
        <Button onClick={() => void stop()} disabled={busy} aria-busy={busy || undefined}>
          <BellOff aria-hidden="true" />
          {busy ? t('result.stopping') : t('result.stop')}
        </Button>
      </div>
    </div>
  );
}
