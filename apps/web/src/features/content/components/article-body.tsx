import DOMPurify from 'dompurify';
import styles from './article-view.module.css';

/*
 * The server sanitizes article HTML when it is written; the page sanitizes again before
 * rendering, so a compromised or misconfigured back end still cannot run script here.
 * A private instance keeps this rule out of other DOMPurify users.
 */
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeArticleHtml(html: string): string {
  return purifier.sanitize(html, {
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
