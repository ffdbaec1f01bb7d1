import type {
  FooterContactBody,
  FooterListData,
  FooterSaveBody,
  IdBody,
  SavedData,
} from '@can/contracts/admin-catalog';
import { adminCatalogPaths as paths } from '@can/contracts/admin-catalog-paths';
import { useCatalogChange, useCatalogList } from './catalog-query';

export const useFooterList = () => useCatalogList<FooterListData>('footer', paths.footerList);
export const useSaveFooterItem = () =>
  useCatalogChange<FooterSaveBody, SavedData>('footer', paths.footerSave);
export const useDeleteFooterItem = () =>
  useCatalogChange<IdBody, IdBody>('footer', paths.footerDelete);
export const useSaveFooterContact = () =>
  useCatalogChange<FooterContactBody, SavedData>('footer', paths.footerContact);
