import sanitize from 'sanitize-html';

/**
 * The one policy for stored HTML (articles, announcements, notifications): structure, links,
 * images and tables; no script, no styles, no event handlers, no javascript: URLs. Applied when
 * content is written and again when it is served.
 */
const POLICY: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'figure',
    'figcaption',
    'a',
    'img',
    'span',
    'div',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'abbr',
    'time',
    'address',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'lang'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    time: ['datetime'],
    abbr: ['title'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, POLICY);
}
