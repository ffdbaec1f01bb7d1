import type {
  FolderSaveBody,
  MediaUploadBody,
  MediaUploadData,
  PictureListData,
  PictureSaveBody,
  SavedData,
  VisibilityBody,
} from '@can/contracts/admin-catalog';
import { adminCatalogPaths as paths } from '@can/contracts/admin-catalog-paths';
import { useMutation } from '@tanstack/react-query';
import { adminPost } from '../../shell/admin-api';
import { useCatalogChange, useCatalogList } from './catalog-query';

export const usePictureList = () => useCatalogList<PictureListData>('pictures', paths.pictureList);
export const useSavePicture = () =>
  useCatalogChange<PictureSaveBody, SavedData>('pictures', paths.pictureSave);
export const usePictureVisibility = () =>
  useCatalogChange<VisibilityBody, VisibilityBody>('pictures', paths.pictureVisibility);
export const useSaveFolder = () =>
  useCatalogChange<FolderSaveBody, { urlKey: string }>('pictures', paths.folderSave);

/** Uploads one picture; the answer's path goes into imageUrl or bannerUrl. */
export const useUploadPicture = () =>
  useMutation({
    mutationFn: (body: MediaUploadBody) => adminPost<MediaUploadData>(paths.mediaUpload, body),
  });
