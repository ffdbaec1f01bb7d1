import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { ArticleSummary } from '@can/contracts/cms';
import { formatListDate } from '../article-date';
import { articleHref } from '../article-links';
import { currentLocale } from '../../../lib/current-locale';
import styles from './article-list.module.css';

/** Articles as a list of links, each with its summary and, when asked for, its date. */
export function ArticleList({
  articles,
  urlKey,
  showDate,
  labelledBy,
}: {
  articles: ArticleSummary[];
  urlKey: string;
  showDate: boolean;
  labelledBy?: string;
}) {
  const { t } = useTranslation('content');
  const locale = currentLocale();
  return (
    <ul className={styles.list} aria-labelledby={labelledBy} data-testid="article-list">
      {articles.map((article) => (
        <li key={article.id} className={styles.item}>
          <Link className={styles.link} to={articleHref(urlKey, article.id, showDate)}>
            <span className={styles.text} lang={article.lang === locale ? undefined : article.lang}>
              <span className={styles.title}>{article.title}</span>
              {article.summary && <span className={styles.summary}>{article.summary}</span>}
            </span>
            {showDate && (
              <time className={`${styles.date} tabular-nums`} dateTime={article.publishedAt}>
                <span className="visually-hidden">{t('list.publishedOn')} </span>
                {formatListDate(article.publishedAt)}
              </time>
            )}
            <ChevronRight aria-hidden="true" className={styles.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Reserves the list's space while it loads. */
export function ArticleListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('content');
  return (
    <div className={styles.list} aria-busy="true" data-testid="content-loading">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={`${styles.item} ${styles.placeholder}`}>
          <span className={styles.bar} />
          <span className={`${styles.bar} ${styles.barShort}`} />
        </div>
      ))}
    </div>
  );
}
