import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import {
  ChevronRight,
  Plane,
  TicketCheck,
  TrainFront,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Page } from '../../../ui/page';
import styles from './quick-links.module.css';

/** Targets are built by later issues; until then the catch-all route brings visitors home. */
const QUICK_LINKS: { key: string; to: string; Icon: LucideIcon }[] = [
  { key: 'flights', to: '/flight/departures', Icon: Plane },
  { key: 'checkIn', to: '/service/checkIn', Icon: TicketCheck },
  { key: 'transport', to: '/traffic', Icon: TrainFront },
  { key: 'member', to: '/user/index', Icon: UserRound },
];

export function QuickLinks() {
  const { t } = useTranslation('home');
  return (
    <Page as="section" aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className={styles.heading}>
        {t('quickLinks.heading')}
      </h2>
      <ul className={styles.grid}>
        {QUICK_LINKS.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link to={to} className={styles.card}>
              <span className={styles.badge}>
                <Icon aria-hidden="true" />
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{t(`quickLinks.${key}.title`)}</span>
                <span className={styles.description}>{t(`quickLinks.${key}.description`)}</span>
              </span>
              <ChevronRight aria-hidden="true" className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
