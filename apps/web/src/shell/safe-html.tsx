import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { activeI18n } from '../lib/current-locale';
import { domWindow } from '../lib/server-context';

/*
 * Renders CMS markup (announcements, dialog bodies) as React elements from an allow-list.
 * The server sanitizes on write and on read; this is the second line. Nothing is ever assigned
 * to innerHTML: the text is parsed into an inert document (DOMParser runs no scripts and loads
 * nothing), then only allowed elements are re-created, with no attributes but a checked href,
 * and every text goes through React's escaping. It replaces DOMPurify (about 12 KB gzip, more
 * than the frame's whole share of the JS budget for `/`) and lets internal links use the router.
 */

const KEPT = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'span',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'hr',
  'code',
]);
/** Parsed but shown as the next level down: the page and the dialog own h1 and h2. */
const DEMOTED: Record<string, string> = { h1: 'h3', h2: 'h3' };
/** Dropped with everything inside them. Unknown elements keep only their text. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'head',
  'title',
  'link',
  'meta',
  'base',
  'audio',
  'video',
  'canvas',
  'img',
  'picture',
  'source',
  'dialog',
]);
const MAX_DEPTH = 20;
/** Node.TEXT_NODE and Node.ELEMENT_NODE, the same in every DOM (the server has no global Node). */
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

type LinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** http(s), mailto and tel open as they are; a same-site path goes through the router. */
export function linkTarget(href: string | null): LinkTarget | undefined {
  const value = (href ?? '').trim();
  if (!value || value === '#') return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', to: value };
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return { kind: 'external', href: url.href };
    if (url.protocol === 'mailto:' || url.protocol === 'tel:')
      return { kind: 'external', href: value };
  } catch {
    // Relative paths without a leading slash and broken URLs are shown as text.
  }
  return undefined;
}

function renderChildren(node: Node, depth: number): ReactNode[] {
  return Array.from(node.childNodes, (child, index) => renderNode(child, index, depth));
}

function renderNode(node: Node, key: number, depth: number): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE || depth > MAX_DEPTH) return null;
  const element = node as Element;
  const tag = element.localName;
  if (DROPPED.has(tag)) return null;
  const children = renderChildren(element, depth + 1);
  if (tag === 'a') {
    const target = linkTarget(element.getAttribute('href'));
    if (!target) return createElement('span', { key }, ...children);
    if (target.kind === 'internal') return createElement(Link, { key, to: target.to }, ...children);
    // mailto: and tel: hand over to the mail or phone app; web pages open in a new window, said.
    if (!/^https?:/i.test(target.href))
      return createElement('a', { key, href: target.href }, ...children);
    return createElement(
      'a',
      { key, href: target.href, target: '_blank', rel: 'noopener noreferrer' },
      ...children,
      createElement(
        'span',
        { key: 'new-window', className: 'visually-hidden' },
        activeI18n().t('opensInNewWindow', { ns: 'common' }),
      ),
    );
  }
  const shown = DEMOTED[tag] ?? tag;
  if (!KEPT.has(shown)) return createElement('span', { key }, ...children);
  if (shown === 'br' || shown === 'hr') return createElement(shown, { key });
  return createElement(shown, { key }, ...children);
}

/** The elements of a piece of CMS markup; plain text comes out as text. */
export function renderSafeHtml(html: string): ReactNode[] {
  if (!html) return [];
  const doc = new (domWindow().DOMParser)().parseFromString(html, 'text/html');
  return renderChildren(doc.body, 0);
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{renderSafeHtml(html)}</div>;
}
