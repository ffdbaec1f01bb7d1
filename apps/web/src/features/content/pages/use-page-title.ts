import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';

/** The tab title of a content page: "<page> | <airport>", the airport alone while unknown. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const site = t('airportName');
  useDocumentTitle(title ? `${title} | ${site}` : site);
}
