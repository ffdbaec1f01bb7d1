import { getClientConfig } from '../../../lib/config';

/** Used when the config cannot be read either: the server's image base URL. */
const FALLBACK_IMAGE_BASE = '/media/';
/** Spec section 2: the banner shown when loading fails or a folder has none. */
export const DEFAULT_BANNER_PATH = 'banners/default.svg';

export function joinImageUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export async function imageBaseUrl(): Promise<string> {
  try {
    return (await getClientConfig()).config.imageBaseUrl || FALLBACK_IMAGE_BASE;
  } catch {
    return FALLBACK_IMAGE_BASE;
  }
}

/** A picture's address: its absolute imageNetUrl when it has one, else under the image base. */
export function pictureSrc(base: string, picture: { imageUrl: string; imageNetUrl: string }) {
  if (/^https?:\/\//i.test(picture.imageNetUrl)) return picture.imageNetUrl;
  return joinImageUrl(base, picture.imageUrl || DEFAULT_BANNER_PATH);
}

/** The default picture when even the image base URL is unknown (the roll-picture call failed). */
export const DEFAULT_BANNER_SRC = joinImageUrl(FALLBACK_IMAGE_BASE, DEFAULT_BANNER_PATH);
