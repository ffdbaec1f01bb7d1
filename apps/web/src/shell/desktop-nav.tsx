import { useCallback, useId, useRef, useState } from 'react';
import type { NavMenu } from '@can/contracts/cms';
import { useLocation } from 'react-router';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useFrameTranslation } from './frame-texts';
import { isCurrentEntry } from './nav-menu';
import { NavEntryLink } from './nav-entry-link';
import { closeOnFocusOut, useDismiss } from './use-dismiss';
import styles from './desktop-nav.module.css';

/**
 * The horizontal menu at 992 px and wider: a section with children is a disclosure button
 * opening a panel of links (the WAI disclosure navigation pattern: plain buttons and links, no
 * role=menu, so screen readers read it as the site navigation it is). A pointer hovering a
 * section opens it too.
 */
function Section({ entry, pathname }: { entry: NavMenu; pathname: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // A mouse opens the panel on hover; its click that follows must not close it again.
  const hoverOpened = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);
  const current = isCurrentEntry(entry, pathname);

  return (
    <li
      ref={rootRef}
      className={styles.item}
      onBlur={closeOnFocusOut(close)}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        hoverOpened.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        hoverOpened.current = false;
        setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.top}
        aria-expanded={open}
        aria-controls={panelId}
        data-current={current || undefined}
        onClick={() => {
          if (hoverOpened.current) hoverOpened.current = false;
          else setOpen((value) => !value);
        }}
      >
        {entry.name}
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
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

export default function DesktopNav({ entries }: { entries: NavMenu[] }) {
  const { t } = useFrameTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label={t('header.mainNav')}>
      <ul className={styles.list}>
        {entries.map((entry) =>
          entry.childrenNavMenus.length > 0 ? (
            <Section key={entry.id} entry={entry} pathname={pathname} />
          ) : (
            <li key={entry.id} className={styles.item}>
              <NavEntryLink
                entry={entry}
                className={styles.top}
                current={isCurrentEntry(entry, pathname)}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
