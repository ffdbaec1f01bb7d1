import type {
  HotelListData,
  HotelSaveBody,
  SavedData,
  VisibilityBody,
} from '@can/contracts/admin-catalog';
import { adminCatalogPaths as paths } from '@can/contracts/admin-catalog-paths';
import { useCatalogChange, useCatalogList } from './catalog-query';

export const useHotelList = () => useCatalogList<HotelListData>('hotels', paths.hotelList);
export const useSaveHotel = () =>
  useCatalogChange<HotelSaveBody, SavedData>('hotels', paths.hotelSave);
export const useHotelVisibility = () =>
  useCatalogChange<VisibilityBody, VisibilityBody>('hotels', paths.hotelVisibility);
