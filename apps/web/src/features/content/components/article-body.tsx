import { activeI18n } from '../../../lib/current-locale';
import { purifierOf } from '../../../lib/dom-purifier';
import styles from './article-view.module.css';

/*
 * The server sanitizes article HTML when it is written; the page sanitizes again before
 * rendering, so a compromised or misconfigured back end still cannot run script here.
 * A private instance keeps this rule out of other DOMPurify users.
 */
const purifier = purifierOf((purifier) => {
  purifier.addHook('afterSanitizeAttributes', (node) => {
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
  return purifier().sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}

export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className={styles.body}
      // Sanitized just above, with DOMPurify.
      dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(html) }}
    />
  );
}
