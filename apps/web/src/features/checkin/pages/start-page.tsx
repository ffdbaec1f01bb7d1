import { useTranslation } from '../../../lib/i18n';
import { AuthForm } from '../components/auth-form';
import { Busy, CheckinFrame } from '../components/checkin-frame';
import { KeptPassList } from '../components/kept-pass';
import { CheckinTexts } from '../model/checkin-texts';
import { Panel } from '../../../ui/panel';
import styles from '../components/checkin.module.css';

function StartView() {
  const { t } = useTranslation('checkin');
  return (
    <CheckinFrame step="auth" title={t('auth.heading')}>
      <KeptPassList />
      <div className={styles.columns}>
        <Panel className={styles.card} aria-label={t('auth.formLabel')}>
          <AuthForm />
        </Panel>
        <aside className={styles.rules} aria-labelledby="checkin-rules-title">
          <h2 id="checkin-rules-title" className={styles.subtitle}>
            {t('rules.title')}
          </h2>
          <ul>
            {(['window', 'ordinaryAdult', 'cancel', 'counter'] as const).map((rule) => (
              <li key={rule}>{t(`rules.${rule}`)}</li>
            ))}
          </ul>
        </aside>
      </div>
    </CheckinFrame>
  );
}

/** The view `checkin/start` (/service/checkIn and the embedded /byairport-web/pecki_m). */
export default function StartPage() {
  return (
    <CheckinTexts fallback={<Busy />}>
      <StartView />
    </CheckinTexts>
  );
}
