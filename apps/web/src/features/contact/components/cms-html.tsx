import { purifierOf } from '../../../lib/dom-purifier';

/*
 * The contact page's CMS article keeps its tables and headings (the channels table), which the
 * frame's small allow-list renderer flattens. The server sanitizes the HTML when it is written;
 * it is sanitized again here, so a misconfigured back end still cannot run script on the page.
 */
const purifier = purifierOf((purifier) =>
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }),
);

export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const clean = purifier().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
  // Sanitized just above, with DOMPurify.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
