import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { Busy } from '../components/checkin-frame';
import { CheckinTexts } from '../model/checkin-texts';
import { CHECKIN_PATHS } from '../model/steps';
import styles from '../components/checkin.module.css';

function TipView() {
  const { t } = useTranslation('checkin');
  usePageDocumentTitle(`${t('rules.title')} · ${t('title')}`);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('rules.title')}</h1>
      <section className={styles.card}>
        <ul className={styles.ruleList}>
          {(['window', 'ordinaryAdult', 'cancel', 'counter', 'helpHours'] as const).map((rule) => (
            <li key={rule}>{t(`rules.${rule}`)}</li>
          ))}
        </ul>
        <Link className={styles.primaryButton} to={CHECKIN_PATHS.start}>
          {t('rules.start')}
        </Link>
      </section>
    </div>
  );
}

/** The view `checkin/tip` (embedded /byairport-web/pecki_m/tip and checkin_m/tip): the rules. */
export default function TipPage() {
  return (
    <CheckinTexts fallback={<Busy />}>
      <TipView />
    </CheckinTexts>
  );
}
