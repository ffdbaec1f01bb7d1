import { useEffect } from 'react';
import { usePageDocumentTitle } from '../../../lib/document-title';

/**
 * The tab title of a content page, "<page> | <airport>" (the airport alone while unknown), and
 * its description for search engines: the article's summary, the site's own description until
 * one is known and again when the page is left.
 */
export function usePageTitle(title: string | undefined, description?: string): void {
  usePageDocumentTitle(title);
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const shown = meta;
    const before = shown.content;
    shown.content = description;
    return () => {
      if (created) shown.remove();
      else shown.content = before;
    };
  }, [description]);
}
