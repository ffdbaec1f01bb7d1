import { useTranslation } from '../../../lib/i18n';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { Busy } from '../components/checkin-frame';
import { CheckinTexts } from '../model/checkin-texts';
import { CHECKIN_PATHS } from '../model/steps';
import { ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Panel } from '../../../ui/panel';
import styles from '../components/checkin.module.css';

function TipView() {
  const { t } = useTranslation('checkin');
  usePageDocumentTitle(`${t('rules.title')} · ${t('title')}`);
  return (
    <Page className={styles.page}>
      <h1 className={styles.title}>{t('rules.title')}</h1>
      <Panel className={styles.card}>
        <ul className={styles.ruleList}>
          {(['window', 'ordinaryAdult', 'cancel', 'counter', 'helpHours'] as const).map((rule) => (
            <li key={rule}>{t(`rules.${rule}`)}</li>
          ))}
        </ul>
        <ButtonLink variant="primary" to={CHECKIN_PATHS.start}>
          {t('rules.start')}
        </ButtonLink>
      </Panel>
    </Page>
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
