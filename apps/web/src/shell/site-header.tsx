import { Suspense, useState } from 'react';
import type { NavMenu } from '@can/contracts/cms';
import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import Menu from 'lucide-react/icons/menu';
import { useIsNarrow } from '../lib/responsive';
import { AirportMark } from './airport-mark';
import DesktopNav from './desktop-nav';
import { useFrameTranslation } from './frame-texts';
import { LanguageMenu } from './language-menu';
import { MemberButton } from './member-button';
import styles from './site-header.module.css';
import { resilientLazy } from '../lib/resilient-lazy';

// The drawer loads when its button is pressed. The horizontal menu (under 1 KB) comes with the
// page: the server renders it, and a lazy one would stay unhydrated until its code arrived,
// losing a click or key press on it in the meantime (issue 18).
const loadDrawer = () => import('./nav-drawer');
const NavDrawer = resilientLazy(loadDrawer);

export function SiteHeader({ entries }: { entries: NavMenu[] }) {
  const { t } = useFrameTranslation();
  const { t: tc } = useTranslation();
  const narrow = useIsNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {narrow && (
          <button
            type="button"
            className={styles.menuButton}
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <Menu aria-hidden="true" />
          </button>
        )}
        <Link to="/" className={styles.brand}>
          <AirportMark className={styles.mark} />
          <span className={styles.name}>{tc('airportName')}</span>
          <span className={styles.code} aria-hidden="true">
            CAN
          </span>
        </Link>
        {!narrow && <DesktopNav entries={entries} />}
        <div className={styles.tools}>
          <LanguageMenu />
          <MemberButton />
        </div>
      </div>
      {narrow && drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} entries={entries} />
        </Suspense>
      )}
    </header>
  );
}
