import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ArrowLeft, ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import type { Article } from '@can/contracts/cms';
import { currentLocale } from '../../../lib/current-locale';
import { formatArticleDate } from '../article-date';
import { articleHref } from '../article-links';
import { ArticleBody, useArticleHtml } from './article-body';
import { ArticleContents } from './article-contents';
import { Breadcrumb, type Crumb } from './breadcrumb';
import styles from './article-view.module.css';

/** `lang` for a block only where it differs from the page's, i.e. a fallback translation. */
const langIf = (lang: string, page: string) => (lang === page ? undefined : lang);

/** A contents list beside the text once a page has this many sections (issue 19's guides). */
const CONTENTS_FROM = 3;

/**
 * One article: breadcrumb, its title, the publication date when asked for (the day it was last
 * reviewed for a page), a contents list for a long page, the content, the previous and next
 * articles of its folder when it has a list, and actions. Text shown in a fallback language is
 * marked with its `lang`.
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
  const locale = currentLocale();
  const trail = [
    ...(above ? [above] : []),
    { label: article.title, lang: langIf(article.lang, locale) },
  ];
  const neighbourHref = (id: number) => articleHref(urlKey ?? article.urlKey, id, showDate);
  const { previous, next } = article;
  const { html, sections } = useArticleHtml(article.content);
  const withContents = sections.length >= CONTENTS_FROM;
  const dated = showDate
    ? { at: article.publishedAt, key: 'detail.published' as const }
    : article.kind === 'page'
      ? { at: article.updatedAt, key: 'detail.reviewed' as const }
      : undefined;
  return (
    <article
      className={`${styles.article} ${withContents ? styles.withContents : ''}`}
      data-print-article=""
      data-testid="article"
    >
      <Breadcrumb trail={trail} />
      <header className={styles.header}>
        <h1 className={styles.title} lang={langIf(article.lang, locale)}>
          {article.title}
        </h1>
        {dated && (
          <p className={styles.meta}>
            <time dateTime={dated.at}>
              {t(dated.key, { date: formatArticleDate(dated.at, locale) })}
            </time>
          </p>
        )}
      </header>
      {withContents ? (
        <div className={styles.layout}>
          <ArticleContents sections={sections} />
          <ArticleBody html={html} lang={langIf(article.contentLang, locale)} />
        </div>
      ) : (
        <ArticleBody html={html} lang={langIf(article.contentLang, locale)} />
      )}
      {listHref && (previous || next) && (
        <nav className={styles.neighbours} aria-label={t('detail.neighbours')}>
          {previous && (
            <Link to={neighbourHref(previous.id)} className={styles.neighbour} rel="prev">
              <ChevronLeft aria-hidden="true" className={styles.icon} />
              <span>
                <span className={styles.neighbourLabel}>{t('detail.previous')}</span>
                <span className={styles.neighbourTitle} lang={langIf(previous.lang, locale)}>
                  {previous.title}
                </span>
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
                <span className={styles.neighbourTitle} lang={langIf(next.lang, locale)}>
                  {next.title}
                </span>
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
