import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import type { Article } from '@can/contracts/cms';
import { currentLocale } from '../../../lib/current-locale';
import { formatArticleDate } from '../article-date';
import { ArticleBody } from './article-body';
import styles from './article-view.module.css';

/** One article: its title, the publication date when asked for, the content, and actions. */
export function ArticleView({
  article,
  showDate,
  listHref,
}: {
  article: Article;
  showDate: boolean;
  listHref?: string | undefined;
}) {
  const { t } = useTranslation('content');
  return (
    <article className={styles.article} data-print-article="" data-testid="article">
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
