import { useState } from 'react';
import { activeI18n } from '../../../lib/current-locale';
import { purifierOf } from '../../../lib/dom-purifier';
import { serverContext } from '../../../lib/server-context';
import { useHydrated } from '../../../lib/use-hydrated';
import styles from './article-view.module.css';

/*
 * The server sanitizes article HTML when it is written; the page sanitizes again before
 * rendering, so a compromised or misconfigured back end still cannot run script here.
 * A private instance keeps this rule out of other DOMPurify users.
 */
/** Sections numbered in the sanitize call under way (synchronous, so one counter serves). */
let sectionCount = 0;

const purifier = purifierOf((purifier) => {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Each section heading gets an anchor for the page's contents list.
    if (node.tagName === 'H2') node.setAttribute('id', `section-${++sectionCount}`);
    // A wide table scrolls sideways on a phone; keyboard users must be able to scroll it too.
    if (node.tagName === 'TABLE') node.setAttribute('tabindex', '0');
    if (node.tagName !== 'A') return;
    // Other sites (stock exchange, maps, recruitment) open in a new window, and say so.
    if (/^https?:\/\//i.test(node.getAttribute('href') ?? ''))
      node.setAttribute('target', '_blank');
    if (node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
      if (!node.querySelector('.visually-hidden')) {
        const hint = node.ownerDocument.createElement('span');
        hint.className = 'visually-hidden';
        hint.textContent = activeI18n().t('opensInNewWindow', { ns: 'common' });
        node.appendChild(hint);
      }
    }
  });
});

export function sanitizeArticleHtml(html: string): string {
  sectionCount = 0;
  return purifier().sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}

export interface ArticleSection {
  id: string;
  title: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};

/** The section headings of sanitized HTML, for the contents list beside it. */
export function articleSections(sanitized: string): ArticleSection[] {
  return [...sanitized.matchAll(/<h2\b[^>]*\bid="(section-\d+)"[^>]*>([\s\S]*?)<\/h2>/g)].map(
    ([, id = '', inner = '']) => ({
      id,
      title: inner
        .replace(/<[^>]+>/g, '')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
        .trim(),
    }),
  );
}

/** The section headings of the article the server drew on the page; null if it drew none. */
function sectionsOnPage(): ArticleSection[] | null {
  const body = document.querySelector('[data-article-body]');
  if (!body) return null;
  return [...body.querySelectorAll<HTMLElement>('h2[id^="section-"]')].map((h2) => ({
    id: h2.id,
    title: (h2.textContent ?? '').trim(),
  }));
}

/**
 * An article's HTML to render and its sections. While the browser takes over the page the server
 * drew (hydration), and for as long as the article stays the same, the markup on the page is kept
 * as it is: it is the server's, sanitized on write and again as it was served, and it came in the
 * same response as any script could have. Sanitizing it again there only re-checked it, and on a
 * phone that pass was the longest task of a guide's take-over (about 250 ms, issue 18). A view
 * drawn in the browser, or an article that changes, is sanitized here before it is shown.
 */
export function useArticleHtml(content: string): { html: string; sections: ArticleSection[] } {
  const takingOver = !useHydrated() && !serverContext();
  const [kept, setKept] = useState(() => {
    const sections = takingOver ? sectionsOnPage() : null;
    return sections ? { content, sections } : null;
  });
  const keeping = kept !== null && kept.content === content;
  // Once the article changes, the page's markup is never kept again (even if it comes back).
  if (kept && !keeping) setKept(null);
  // Never written: Preact leaves the server's markup alone while hydrating, and writes
  // `__html` again only when it changes, which it does once the article does.
  if (keeping) return { html: KEEP_SERVER_MARKUP, sections: kept.sections };
  const html = sanitizeArticleHtml(content);
  return { html, sections: articleSections(html) };
}

const KEEP_SERVER_MARKUP = '';

/** Sanitized article HTML; `html` must come from `useArticleHtml`. */
export function ArticleBody({ html, lang }: { html: string; lang?: string | undefined }) {
  return (
    <div
      className={styles.body}
      data-article-body=""
      lang={lang}
      // Sanitized by `useArticleHtml` (DOMPurify), or the server's markup kept as it is.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
