import { usePageDocumentTitle } from '../../../lib/document-title';

/** The tab title: "Departures | Guangzhou Baiyun International Airport". */
export function usePageTitle(title: string | undefined): void {
  usePageDocumentTitle(title);
}
