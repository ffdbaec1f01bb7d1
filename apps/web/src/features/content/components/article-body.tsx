import { activeI18n } from '../../../lib/current-locale';
import { purifierOf } from '../../../lib/dom-purifier';
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

/** Sanitized article HTML; `html` must come from `sanitizeArticleHtml`. */
export function ArticleBody({ html, lang }: { html: string; lang?: string | undefined }) {
  return (
    <div
      className={styles.body}
      lang={lang}
      // Sanitized by the caller with `sanitizeArticleHtml` (DOMPurify).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
