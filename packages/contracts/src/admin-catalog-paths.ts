/**
 * Back-office site content other than articles (role editor): nav menu, banners and roll
 * pictures, picture upload, footer, FAQ, hotels, shops and transport. GET reads, POST changes;
 * ids travel in the query or body. No zod here, so pages can name the paths cheaply.
 */
const base = '/byairport-cms/admin/catalog';

export const adminCatalogPaths = {
  navList: `${base}/nav/list`,
  navSave: `${base}/nav/save`,
  navVisibility: `${base}/nav/visibility`,
  pictureList: `${base}/pictures/list`,
  pictureSave: `${base}/pictures/save`,
  pictureVisibility: `${base}/pictures/visibility`,
  folderSave: `${base}/folders/save`,
  mediaUpload: `${base}/media/upload`,
  footerList: `${base}/footer/list`,
  footerSave: `${base}/footer/save`,
  footerDelete: `${base}/footer/delete`,
  footerContact: `${base}/footer/contact`,
  faqList: `${base}/faq/list`,
  faqSave: `${base}/faq/save`,
  faqVisibility: `${base}/faq/visibility`,
  hotelList: `${base}/hotels/list`,
  hotelSave: `${base}/hotels/save`,
  hotelVisibility: `${base}/hotels/visibility`,
  shopList: `${base}/shops/list`,
  shopSave: `${base}/shops/save`,
  shopDelete: `${base}/shops/delete`,
  transportList: `${base}/transport/list`,
  terminalSave: `${base}/transport/terminal/save`,
  coachRouteSave: `${base}/transport/route/save`,
  transportDelete: `${base}/transport/delete`,
} as const;

/** Pictures an editor may upload: raster types only (an SVG could carry script). */
export const MEDIA_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type MediaUploadType = (typeof MEDIA_UPLOAD_TYPES)[number];
export const MEDIA_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** Kinds of footer entry: a link, a plain line, or a picture (QR code). */
export const FOOTER_ITEM_TYPES = ['link', 'label', 'img'] as const;

/** Lengths the forms and the server agree on. */
export const CATALOG_LIMITS = {
  shortText: 120,
  longText: 2000,
  html: 60_000,
  path: 300,
  url: 500,
} as const;
