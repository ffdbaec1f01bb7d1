import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageDocumentTitle } from '../../../lib/document-title';
import styles from '../components/map.module.css';
import { TerminalMapView } from '../components/terminal-map-view';
import { TrafficMapView } from '../components/traffic-map-view';
import { MapTexts } from '../model/map-texts';
import { PageHeading } from '../../../shell/page-heading';

function Page({ kind, routeTitle }: { kind: 'terminal' | 'traffic'; routeTitle?: string }) {
  const { t } = useTranslation('maps');
  const title = routeTitle || t(kind === 'terminal' ? 'terminalTitle' : 'trafficTitle');
  usePageDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <PageHeading className={styles.title}>{title}</PageHeading>
        <p className={styles.muted}>{t(kind === 'terminal' ? 'terminalIntro' : 'trafficIntro')}</p>
        <p>
          <Link
            to={kind === 'terminal' ? '/traffic/map' : '/terminal/map'}
            className={styles.textLink}
          >
            {t(kind === 'terminal' ? 'toTraffic' : 'toTerminal')}
          </Link>
        </p>
      </header>
      {kind === 'terminal' ? <TerminalMapView /> : <TrafficMapView />}
    </div>
  );
}

/** The view `map/terminal` (/terminal/map?terminal=T2&gate=B264): the terminal maps. */
export default function TerminalMapPage({ routeTitle }: { routeTitle?: string }) {
  return (
    <MapTexts>
      <Page kind="terminal" routeTitle={routeTitle} />
    </MapTexts>
  );
}

/** The view `traffic/map` (/traffic/map): the airport with its stations, car parks, bus stops. */
export function TrafficMapPage({ routeTitle }: { routeTitle?: string }) {
  return (
    <MapTexts>
      <Page kind="traffic" routeTitle={routeTitle} />
    </MapTexts>
  );
}
