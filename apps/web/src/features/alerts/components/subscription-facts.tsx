import { useTranslation } from '../../../lib/i18n';
import BellRing from 'lucide-react/icons/bell-ring';
import MailCheck from 'lucide-react/icons/mail-check';
import type { AlertSubscription } from '@can/contracts/alerts';
import { currentLocale } from '../../../lib/current-locale';
import { Chip } from '../../../ui/chip';
import { Fact, FactList } from '../../../ui/fact-list';
import { endsAtText } from '../model/alert-text';
import styles from './alerts.module.css';

/** Whether the alerts are on or wait for the mailed link: words and an icon, not colour alone. */
export function SubscriptionState({ status }: { status: AlertSubscription['status'] }) {
  const { t } = useTranslation('alerts');
  const Icon = status === 'active' ? BellRing : MailCheck;
  return (
    <Chip tone={status === 'active' ? 'success' : 'neutral'} pill className={styles.state}>
      <Icon aria-hidden="true" focusable="false" />
      {t(`state.${status}`)}
    </Chip>
  );
}

/** How the alerts go, to which (masked) contact, and when they end by themselves. */
export function SubscriptionFacts({ subscription }: { subscription: AlertSubscription }) {
  const { t } = useTranslation('alerts');
  const s = subscription;
  return (
    <FactList>
      <Fact term={t('facts.channels')}>
        {s.channels.map((channel) => t(`channels.${channel}`)).join(', ')}
      </Fact>
      {s.mobile ? <Fact term={t('facts.mobile')}>{s.mobile}</Fact> : null}
      {s.email ? <Fact term={t('facts.email')}>{s.email}</Fact> : null}
      <Fact term={t('facts.endsAt')}>{endsAtText(s.endsAt, currentLocale())}</Fact>
      {s.channels.includes('sms') ? (
        <Fact term={t('facts.quietHours')}>{t(s.quietHours ? 'facts.on' : 'facts.off')}</Fact>
      ) : null}
    </FactList>
  );
}
