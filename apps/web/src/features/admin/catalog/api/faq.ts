import type {
  FaqListData,
  FaqSaveBody,
  SavedData,
  VisibilityBody,
} from '@can/contracts/admin-catalog';
import { adminCatalogPaths as paths } from '@can/contracts/admin-catalog-paths';
import { useCatalogChange, useCatalogList } from './catalog-query';

export const useFaqList = () => useCatalogList<FaqListData>('faq', paths.faqList);
export const useSaveFaq = () => useCatalogChange<FaqSaveBody, SavedData>('faq', paths.faqSave);
export const useFaqVisibility = () =>
  useCatalogChange<VisibilityBody, VisibilityBody>('faq', paths.faqVisibility);
