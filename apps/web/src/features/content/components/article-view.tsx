import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import type { Article } from '@can/contracts/cms';
import { currentLocale } from '../../../lib/current-locale';
import { formatArticleDate } from '../article-date';
import { articleHref } from '../article-links';
import { ArticleBody } from './article-body';
import { Breadcrumb, type Crumb } from './breadcrumb';
import styles from './article-view.module.css';

/**
 * One article: breadcrumb, its title, the publication date when asked for, the content, the
 * previous and next articles of its folder when it has a list, and actions.
 */
export function ArticleView({
  article,
  showDate,
  listHref,
  urlKey,
  parent,
}: {
  article: Article;
  showDate: boolean;
  listHref?: string | undefined;
  /** The folder the detail page was opened from; neighbours open with the same key. */
  urlKey?: string | undefined;
  /** The page above this one in the breadcrumb, when it is not the article's folder list. */
  parent?: Crumb | undefined;
}) {
  const { t } = useTranslation('content');
  const inFolder = article.folderName && article.folderName !== article.title;
  const above = parent ?? (inFolder ? { label: article.folderName, href: listHref } : undefined);
  const trail = [...(above ? [above] : []), { label: article.title }];
  const neighbourHref = (id: number) => articleHref(urlKey ?? article.urlKey, id, showDate);
  const { previous, next } = article;
  return (
    <article className={styles.article} data-print-article="" data-testid="article">
      <Breadcrumb trail={trail} />
      <header className={styles.header}>
        <h1 className={styles.title}>{article.title}</h1>
        {showDate && (
          <p className={styles.meta}>
            <time dateTime={article.publishedAt}>
              {t('detail.published', {
                date: formatArticleDate(article.publishedAt, currentLocale()),
              })}
            </time>
          </p>
        )}
      </header>
      <ArticleBody html={article.content} />
      {listHref && (previous || next) && (
        <nav className={styles.neighbours} aria-label={t('detail.neighbours')}>
          {previous && (
            <Link to={neighbourHref(previous.id)} className={styles.neighbour} rel="prev">
              <ChevronLeft aria-hidden="true" className={styles.icon} />
              <span>
                <span className={styles.neighbourLabel}>{t('detail.previous')}</span>
                <span className={styles.neighbourTitle}>{previous.title}</span>
              </span>
            </Link>
          )}
          {next && (
            <Link
              to={neighbourHref(next.id)}
              className={`${styles.neighbour} ${styles.neighbourNext}`}
              rel="next"
            >
              <span>
                <span className={styles.neighbourLabel}>{t('detail.next')}</span>
                <span className={styles.neighbourTitle}>{next.title}</span>
              </span>
              <ChevronRight aria-hidden="true" className={styles.icon} />
            </Link>
          )}
        </nav>
      )}
      <footer className={styles.actions}>
        {listHref && (
          <Link to={listHref} className={styles.action}>
            <ArrowLeft aria-hidden="true" className={styles.icon} />
            {t('detail.backToList')}
          </Link>
        )}
        <button type="button" className={styles.action} onClick={() => window.print()}>
          <Printer aria-hidden="true" className={styles.icon} />
          {t('detail.print')}
        </button>
      </footer>
    </article>
  );
}
