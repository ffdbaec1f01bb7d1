import { useEffect, useId, useRef, useState } from 'react';
import type { NavMenu } from '@can/contracts/cms';
import { Link, useLocation } from 'react-router';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Phone from 'lucide-react/icons/phone';
import { SERVICE_HOTLINE, SERVICE_HOTLINE_HREF } from '../lib/service-hotline';
import { AirportMark } from './airport-mark';
import { CloseButton } from './close-button';
import { ModalDialog } from './modal-dialog';
import { useFrameTranslation } from './frame-texts';
import { isCurrentEntry } from './nav-menu';
import { NavEntryLink } from './nav-entry-link';
import { StripLinks } from './strip-links';
import styles from './nav-drawer.module.css';

export interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: NavMenu[];
}

function DrawerSection({
  entry,
  pathname,
  close,
}: {
  entry: NavMenu;
  pathname: string;
  close: () => void;
}) {
  const [expanded, setExpanded] = useState(() => isCurrentEntry(entry, pathname));
  const listId = useId();
  return (
    <li className={styles.section}>
      <button
        type="button"
        className={styles.sectionButton}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {entry.name}
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.children} hidden={!expanded}>
        {entry.childrenNavMenus.map((child) => (
          <li key={child.id}>
            <NavEntryLink
              entry={child}
              className={styles.link}
              current={child.path === pathname}
              onNavigate={close}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The left drawer menu below 992 px: a modal dialog (focus kept inside, Escape and a tap beside
 * it close it, focus returns to the menu button). Following a link closes it.
 */
export default function NavDrawer({ open, onOpenChange, entries }: NavDrawerProps) {
  const { t } = useFrameTranslation();
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);
  const openedAt = useRef(pathname);
  const titleId = useId();

  // Any navigation (a link here, the browser's back button) closes the drawer.
  useEffect(() => {
    if (open && pathname !== openedAt.current) onOpenChange(false);
    openedAt.current = pathname;
  }, [open, pathname, onOpenChange]);

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      closeOnBackdrop
      className={styles.drawer}
      labelledBy={titleId}
      testId="nav-drawer"
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <AirportMark size={32} />
          <h2 id={titleId} className={styles.title}>
            {t('header.menuTitle')}
          </h2>
          <CloseButton className={styles.close} label={t('header.closeMenu')} onClick={close} />
        </div>
        <nav className={styles.body} aria-label={t('header.mainNav')}>
          <ul className={styles.sections}>
            <li className={styles.section}>
              <Link
                to="/"
                className={styles.sectionLink}
                aria-current={pathname === '/' ? 'page' : undefined}
                onClick={close}
              >
                {t('header.home')}
              </Link>
            </li>
            {entries.map((entry) =>
              entry.childrenNavMenus.length > 0 ? (
                <DrawerSection key={entry.id} entry={entry} pathname={pathname} close={close} />
              ) : (
                <li key={entry.id} className={styles.section}>
                  <NavEntryLink
                    entry={entry}
                    className={styles.sectionLink}
                    current={entry.path === pathname}
                    onNavigate={close}
                  />
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={styles.foot}>
          <StripLinks className={styles.quick} onNavigate={close} />
          <a className={styles.hotline} href={SERVICE_HOTLINE_HREF}>
            <Phone aria-hidden="true" />
            <span>{t('strip.hotline')}</span>
            <strong className="tabular-nums">{SERVICE_HOTLINE}</strong>
          </a>
        </div>
      </div>
    </ModalDialog>
  );
}
