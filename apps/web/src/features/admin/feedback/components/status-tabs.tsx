import { Link } from 'react-router';
import { FEEDBACK_STATUSES } from '@can/contracts/admin-service-paths';
import type { FeedbackPage } from '@can/contracts/admin-service';
import { useAdminT } from '../../shell/admin-language';
import type { InboxParams } from '../model/use-inbox-params';
import styles from './feedback.module.css';

/** The three states as links (the URL holds the choice); counts once the list has answered. */
export function StatusTabs({
  current,
  counts,
  hrefFor,
}: {
  current: InboxParams['status'];
  counts: FeedbackPage['counts'] | undefined;
  hrefFor: (change: Partial<InboxParams>) => string;
}) {
  const { t } = useAdminT('admin-service');
  return (
    <nav aria-label={t('feedback.tabsLabel')}>
      <ul className={styles.tabs}>
        {FEEDBACK_STATUSES.map((status) => {
          const label = t(`feedback.status.${status}`);
          return (
            <li key={status}>
              <Link
                className={styles.tab}
                to={hrefFor({ status, page: 1, id: null })}
                aria-current={status === current ? 'page' : undefined}
              >
                {counts ? t('feedback.tabCount', { label, count: counts[status] }) : label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
