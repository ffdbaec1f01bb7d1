import type {
  NavListData,
  NavSaveBody,
  SavedData,
  VisibilityBody,
} from '@can/contracts/admin-catalog';
import { adminCatalogPaths as paths } from '@can/contracts/admin-catalog-paths';
import { useCatalogChange, useCatalogList } from './catalog-query';

export const useNavList = () => useCatalogList<NavListData>('nav', paths.navList);
export const useSaveNavEntry = () => useCatalogChange<NavSaveBody, SavedData>('nav', paths.navSave);
export const useNavVisibility = () =>
  useCatalogChange<VisibilityBody, VisibilityBody>('nav', paths.navVisibility);
