import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { CityTerminals } from '../components/city-terminals';
import { TransportTexts } from '../model/transport-texts';
import { Page, PageHead } from '../../../ui/page';

function CityList({ routeTitle }: { routeTitle?: string }) {
  const { t } = useTranslation('transport');
  const { t: tc } = useTranslation();
  const title = routeTitle || t('cityTerminal.title');
  useDocumentTitle(`${title} | ${tc('airportName')}`);
  return (
    <Page>
      <PageHead title={title} intro={t('cityTerminal.intro')} />
      <CityTerminals coachPath="/byairport-web/traffic/index" />
    </Page>
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
