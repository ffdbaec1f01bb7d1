import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';

/** The tab title: "Departures | Guangzhou Baiyun International Airport". */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('flights');
  const site = t('site');
  useDocumentTitle(title ? `${title} | ${site}` : site);
}
