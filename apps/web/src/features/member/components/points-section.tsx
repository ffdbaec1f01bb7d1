import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatAirportDate } from '../../../lib/airport-time';
import { usePoints } from '../api/get-points';
import { ListPager } from './list-pager';
import { ListError, ListSkeleton } from './section-states';
import { Panel } from '../../../ui/panel';
import styles from './centre.module.css';

/** "My points": the balance and the ledger, newest first, each with the balance after it. */
export function PointsSection() {
  const { t } = useTranslation('member');
  const [page, setPage] = useState(1);
  const points = usePoints(page);
  let body;
  if (points.isPending) body = <ListSkeleton />;
  else if (points.isError)
    body = <ListError onRetry={() => void points.refetch()} retrying={points.isFetching} />;
  else
    body = (
      <>
        <p className={styles.balance}>
          <span>{t('pointsSection.balance')}</span>
          <strong className="tabular-nums" data-testid="points-balance">
            {points.data.balance}
          </strong>
        </p>
        {points.data.total === 0 ? (
          <p className={styles.state}>{t('pointsSection.empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('pointsSection.date')}</th>
                  <th scope="col">{t('pointsSection.item')}</th>
                  <th scope="col" className={styles.number}>
                    {t('pointsSection.change')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('pointsSection.after')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.data.list.map((entry) => (
                  <tr key={entry.id}>
                    <td className="tabular-nums">{formatAirportDate(entry.createdAt)}</td>
                    <td>{t(`pointsSection.reasons.${entry.reason}`)}</td>
                    <td className={`${styles.number} ${styles.gain}`}>+{entry.points}</td>
                    <td className={styles.number}>{entry.balance}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ListPager
          section={t('pointsSection.heading')}
          page={points.data.pageNum}
          pages={points.data.pages}
          onPage={setPage}
        />
      </>
    );
  return (
    <Panel className={styles.section} aria-labelledby="member-points" id="points">
      <h2 id="member-points" className={styles.sectionTitle}>
        {t('pointsSection.heading')}
      </h2>
      <p className={styles.sectionIntro}>{t('pointsSection.rules')}</p>
      {body}
    </Panel>
  );
}
