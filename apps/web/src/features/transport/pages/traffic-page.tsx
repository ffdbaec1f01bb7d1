import { useTranslation } from '../../../lib/i18n';
import { useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTrafficGuide } from '../api/get-traffic-guide';
import { CityTerminals } from '../components/city-terminals';
import { CoachFinder } from '../components/coach-finder';
import { CarParks, RailLines, Shuttles } from '../components/guide-sections';
import styles from '../components/traffic.module.css';
import { TransportTexts } from '../model/transport-texts';
import { usePageLocale } from '../model/use-locale';
import { Page, PageHead, PageHeadLink } from '../../../ui/page';
import { LinkTabs } from '../../../ui/tabs';
import { ErrorState } from '../../../ui/states';

const TABS = ['coach', 'rail', 'shuttle', 'parking', 'cityTerminals'] as const;
type Tab = (typeof TABS)[number];

function GuideTab({ tab }: { tab: Exclude<Tab, 'coach' | 'cityTerminals'> }) {
  const { t } = useTranslation('transport');
  const guide = useTrafficGuide(usePageLocale());
  if (guide.isPending) return <p role="status">{t('states.loading')}</p>;
  if (guide.isError)
    return (
      <ErrorState
        message={t('states.error')}
        retry={{ label: t('states.retry'), onRetry: () => void guide.refetch() }}
      />
    );
  if (tab === 'rail') return <RailLines lines={guide.data.railLines} />;
  if (tab === 'shuttle') return <Shuttles shuttles={guide.data.shuttles} taxi={guide.data.taxi} />;
  return <CarParks carParks={guide.data.carParks} />;
}

function TrafficContent({ defaultTab, routeTitle }: { defaultTab: Tab; routeTitle?: string }) {
  const { t } = useTranslation('transport');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : defaultTab;
  const title = routeTitle || t('title');
  useDocumentTitle(`${title} | ${tc('airportName')}`);
  return (
    <Page>
      <PageHead title={title} intro={t('intro')}>
        <PageHeadLink to="/traffic/map">{t('mapLink')}</PageHeadLink>
      </PageHead>
      <LinkTabs
        label={t('tabsLabel')}
        tabs={TABS.map((name) => ({
          key: name,
          to: `${pathname}?tab=${name}`,
          label: t(`tabs.${name}`),
          current: name === tab,
        }))}
      />
      {tab === 'coach' && <CoachFinder key={params.toString()} />}
      {tab === 'cityTerminals' && <CityTerminals />}
      {(tab === 'rail' || tab === 'shuttle' || tab === 'parking') && (
        <section aria-labelledby="traffic-tab-title">
          <h2 id="traffic-tab-title" className={styles.sectionTitle}>
            {t(`tabs.${tab}`)}
          </h2>
          <GuideTab tab={tab} />
        </section>
      )}
    </Page>
  );
}

/**
 * The view `traffic/index` (the site's traffic pages and /byairport-web/traffic/index): coach
 * routes by city or line, metro and rail, shuttles and taxis, parking, city air terminals. A
 * menu entry picks the first tab with its `tab` prop.
 */
export default function TrafficPage({ tab, routeTitle }: { tab?: string; routeTitle?: string }) {
  const first = TABS.includes(tab as Tab) ? (tab as Tab) : 'coach';
  return (
    <TransportTexts>
      <TrafficContent defaultTab={first} routeTitle={routeTitle} />
    </TransportTexts>
  );
}
