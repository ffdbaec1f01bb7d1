import { useTranslation } from '../../../lib/i18n';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { TerminalMapView } from '../components/terminal-map-view';
import { TrafficMapView } from '../components/traffic-map-view';
import { MapTexts } from '../model/map-texts';
import { Page, PageHead, PageHeadLink } from '../../../ui/page';

function MapPage({ kind, routeTitle }: { kind: 'terminal' | 'traffic'; routeTitle?: string }) {
  const { t } = useTranslation('maps');
  const title = routeTitle || t(kind === 'terminal' ? 'terminalTitle' : 'trafficTitle');
  usePageDocumentTitle(title);
  return (
    <Page>
      <PageHead title={title} intro={t(kind === 'terminal' ? 'terminalIntro' : 'trafficIntro')}>
        <PageHeadLink to={kind === 'terminal' ? '/traffic/map' : '/terminal/map'}>
          {t(kind === 'terminal' ? 'toTraffic' : 'toTerminal')}
        </PageHeadLink>
      </PageHead>
      {kind === 'terminal' ? <TerminalMapView /> : <TrafficMapView />}
    </Page>
  );
}

/** The view `map/terminal` (/terminal/map?terminal=T2&gate=B264): the terminal maps. */
export default function TerminalMapPage({ routeTitle }: { routeTitle?: string }) {
  return (
    <MapTexts>
      <MapPage kind="terminal" routeTitle={routeTitle} />
    </MapTexts>
  );
}

/** The view `traffic/map` (/traffic/map): the airport with its stations, car parks, bus stops. */
export function TrafficMapPage({ routeTitle }: { routeTitle?: string }) {
  return (
    <MapTexts>
      <MapPage kind="traffic" routeTitle={routeTitle} />
    </MapTexts>
  );
}
