import { Link } from 'react-router';
import styles from './tabs.module.css';

export type LinkTab = { key: string; to: string; label: string; current: boolean };

/** A row of pill links, each to one view of the page; the one shown is `aria-current="page"`. */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              className={styles.tab}
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
