import { useEffect } from 'react';
import { useTranslation } from './i18n';
import { serverContext } from './server-context';

/**
 * The site's one title rule: "<page> | <airport name>", the airport name alone for a page
 * without its own title (or whose title is the airport's name).
 */
export function pageTitleText(page: string | undefined, airportName: string): string {
  const own = page?.trim();
  return own && own !== airportName ? `${own} | ${airportName}` : airportName;
}

/** Sets the tab title while a page is shown, exactly as given (the back office has its own). */
export function useDocumentTitle(title: string): void {
  const rendering = serverContext();
  if (rendering) rendering.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The tab title of a public page: its own title by the site's one rule (pageTitleText). */
export function usePageDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation();
  useDocumentTitle(pageTitleText(page, t('airportName')));
}
