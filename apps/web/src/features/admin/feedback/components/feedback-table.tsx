import { Link } from 'react-router';
import type { FeedbackPage } from '@can/contracts/admin-service';
import { formatAirportDateTime } from '../../../../lib/airport-time';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import type { InboxParams } from '../model/use-inbox-params';
import { StatusPill } from './status-pill';
import styles from './feedback.module.css';

/** The messages of one state: title (opens it beside the list), sender, time, state; pages. */
export function FeedbackTable({
  page,
  params,
  hrefFor,
}: {
  page: FeedbackPage;
  params: InboxParams;
  hrefFor: (change: Partial<InboxParams>) => string;
}) {
  const { t } = useAdminT('admin-service');
  if (page.total === 0) {
    return (
      <p className={ui.empty}>
        {params.keyword
          ? t('feedback.emptySearch', { keyword: params.keyword })
          : t(`feedback.empty.${params.status}`)}
      </p>
    );
  }
  return (
    <>
      <div className={ui.tableBox}>
        <table className={ui.table}>
          <thead>
            <tr>
              <th scope="col">{t('feedback.columns.title')}</th>
              <th scope="col">{t('feedback.columns.from')}</th>
              <th scope="col">{t('feedback.columns.received')}</th>
              <th scope="col">{t('feedback.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((item) => {
              const selected = item.id === params.id;
              return (
                <tr key={item.id} className={selected ? styles.rowSelected : undefined}>
                  <td>
                    <Link
                      className={styles.titleLink}
                      to={hrefFor({ id: item.id })}
                      aria-current={selected ? 'true' : undefined}
                    >
                      {item.title}
                    </Link>
                    <p className={styles.excerpt}>{item.excerpt}</p>
                  </td>
                  <td>
                    {item.name}
                    {item.fromMember ? (
                      <span className={`${ui.pill} ${ui['pill-info']} ${styles.memberTag}`}>
                        {t('feedback.memberTag')}
                      </span>
                    ) : null}
                  </td>
                  <td className={styles.time}>{formatAirportDateTime(item.createdAt)}</td>
                  <td>
                    <StatusPill status={item.status} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {page.pages > 1 ? (
        <nav className={ui.pager} aria-label={t('feedback.pagerLabel')}>
          <Link
            className={ui.button}
            to={hrefFor({ page: page.pageNum - 1 })}
            aria-disabled={page.pageNum <= 1}
            onClick={(e) => page.pageNum <= 1 && e.preventDefault()}
          >
            {t('feedback.previous')}
          </Link>
          <span>
            {t('feedback.pageOf', { page: page.pageNum, pages: page.pages, total: page.total })}
          </span>
          <Link
            className={ui.button}
            to={hrefFor({ page: page.pageNum + 1 })}
            aria-disabled={page.pageNum >= page.pages}
            onClick={(e) => page.pageNum >= page.pages && e.preventDefault()}
          >
            {t('feedback.next')}
          </Link>
        </nav>
      ) : null}
    </>
  );
}
