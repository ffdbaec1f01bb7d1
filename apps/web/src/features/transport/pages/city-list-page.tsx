import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';
import { CityTerminals } from '../components/city-terminals';
import styles from '../components/traffic.module.css';
import { TransportTexts } from '../model/transport-texts';
import { PageHeading } from '../../../shell/page-heading';

function CityList({ routeTitle }: { routeTitle?: string }) {
  const { t } = useTranslation('transport');
  const { t: tc } = useTranslation();
  const title = routeTitle || t('cityTerminal.title');
  useDocumentTitle(`${title} | ${tc('airportName')}`);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <PageHeading className={styles.title}>{title}</PageHeading>
        <p className={styles.muted}>{t('cityTerminal.intro')}</p>
      </header>
      <CityTerminals coachPath="/byairport-web/traffic/index" />
    </div>
  );
}

/** The view `traffic/cities` (city air terminal list and detail; /byairport-web/h5/cityList). */
export default function CityListPage({ routeTitle }: { routeTitle?: string }) {
  return (
    <TransportTexts>
      <CityList routeTitle={routeTitle} />
    </TransportTexts>
  );
}
