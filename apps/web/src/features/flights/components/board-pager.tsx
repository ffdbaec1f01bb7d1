import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { ChevronLeft, ChevronRight, Clock } from 'lucide-react';
import { writeBoardParams, type BoardDay } from '../model/board-params';
import styles from './board-pager.module.css';

/**
 * Earlier and later pages of the day (?page=N, so back and forward work). On today's board the
 * page of the current time is the default; "Now" returns to it. The last page of a day leads on
 * to the next day's first flights (`nextDay`), which late in the evening is where a traveller
 * looks once today's last flights have left.
 */
export function BoardPager({
  page,
  pages,
  nowPage,
  nextDay,
}: {
  page: number;
  pages: number;
  nowPage?: number;
  nextDay?: BoardDay;
}) {
  const { t } = useTranslation('flights');
  const location = useLocation();
  if (pages <= 1) return null;
  const hrefFor = (target: number | undefined, day?: BoardDay) => {
    const search = writeBoardParams(
      new URLSearchParams(location.search),
      day === undefined ? { page: target } : { page: target, day },
    ).toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {page > 1 ? (
        <Link className={styles.step} to={hrefFor(page - 1)} rel="prev" preventScrollReset>
          <ChevronLeft aria-hidden="true" className={styles.icon} />
          {t('pager.earlier')}
        </Link>
      ) : (
        <span />
      )}
      <div className={styles.middle}>
        <p className={`${styles.status} tabular-nums`}>{t('pager.status', { page, pages })}</p>
        {nowPage !== undefined && nowPage !== page ? (
          <Link className={styles.now} to={hrefFor(undefined)} preventScrollReset>
            <Clock aria-hidden="true" className={styles.icon} />
            {t('pager.now')}
          </Link>
        ) : null}
      </div>
      {page < pages ? (
        <Link
          className={styles.step}
          to={hrefFor(page + 1)}
          rel="next"
          preventScrollReset
          data-testid="pager-later"
        >
          {t('pager.later')}
          <ChevronRight aria-hidden="true" className={styles.icon} />
        </Link>
      ) : nextDay !== undefined ? (
        <Link
          className={styles.step}
          to={hrefFor(undefined, nextDay)}
          preventScrollReset
          data-testid="pager-next-day"
        >
          {t('pager.nextDay')}
          <ChevronRight aria-hidden="true" className={styles.icon} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
