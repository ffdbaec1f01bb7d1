import type { IdBody, SavedData, ShopListData, ShopSaveBody } from '@can/contracts/admin-catalog';
import { adminCatalogPaths as paths } from '@can/contracts/admin-catalog-paths';
import { useCatalogChange, useCatalogList } from './catalog-query';

export const useShopList = () => useCatalogList<ShopListData>('shops', paths.shopList);
export const useSaveShop = () => useCatalogChange<ShopSaveBody, SavedData>('shops', paths.shopSave);
export const useDeleteShop = () => useCatalogChange<IdBody, IdBody>('shops', paths.shopDelete);
