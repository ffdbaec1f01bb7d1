import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useArticleList } from '../api/get-article-list';
import { articleListHref } from '../article-links';
import { ArticleList, ArticleListSkeleton } from './article-list';
import styles from './home-news.module.css';

/** How many of each the home page shows. */
export const HOME_NEWS_COUNT = 3;

/** The newest articles of one folder, with a link to all of them. */
function NewsColumn({ urlKey, heading }: { urlKey: string; heading: string }) {
  const { t } = useTranslation('content');
  const list = useArticleList(urlKey, 1, HOME_NEWS_COUNT);
  const headingId = `home-${urlKey}-title`;
  const more = articleListHref(urlKey);
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {more && (
          <Link className={styles.more} to={more}>
            {t('home.more')}
            <span className="visually-hidden">{heading}</span>
            <ChevronRight aria-hidden="true" />
          </Link>
        )}
      </div>
      {list.isPending ? (
        <ArticleListSkeleton rows={HOME_NEWS_COUNT} />
      ) : list.isError ? (
        // A failed list says so in one line; the link above still leads to all of them.
        <p className={styles.note}>{t('home.unavailable')}</p>
      ) : list.data.list.length === 0 ? (
        <p className={styles.note}>{t('list.emptyTitle')}</p>
      ) : (
        <ArticleList
          articles={list.data.list.slice(0, HOME_NEWS_COUNT)}
          urlKey={urlKey}
          showDate
          labelledBy={headingId}
        />
      )}
    </section>
  );
}

/** The home page's news and airport notices from the CMS: the newest three of each, linked. */
export function HomeNews() {
  const { t } = useTranslation('content');
  return (
    <div className={styles.news}>
      <NewsColumn urlKey="airport-notice" heading={t('home.notices')} />
      <NewsColumn urlKey="headline" heading={t('home.news')} />
    </div>
  );
}
