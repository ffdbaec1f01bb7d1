import * as z from 'zod/mini';
import { CATALOG_LIMITS, FOOTER_ITEM_TYPES, MEDIA_UPLOAD_TYPES } from './admin-catalog-paths';
import {
  i18nInput,
  i18nOptional,
  i18nText,
  id,
  link,
  mediaPath,
  navPath,
  optionalPattern,
  optionalText,
  pattern,
  requiredText,
  sort,
  urlKey,
} from './admin-catalog-fields';

export {
  adminCatalogPaths,
  CATALOG_LIMITS,
  FOOTER_ITEM_TYPES,
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_UPLOAD_TYPES,
  type MediaUploadType,
} from './admin-catalog-paths';

/* The catalog's schemas: nav menu, pictures, footer and FAQ here; hotels, shops and transport
 * in admin-catalog-places.ts; the field builders they share in admin-catalog-fields.ts. */
export {
  i18nText,
  idBody,
  mediaPath,
  savedData,
  visibilityBody,
  visibilityData,
  type I18nTextValue,
  type IdBody,
  type SavedData,
  type VisibilityBody,
} from './admin-catalog-fields';
export * from './admin-catalog-places';

// ---------- nav menu ----------

export const navEntry = z.object({
  id: z.int(),
  parentId: z.nullable(z.int()),
  path: z.string(),
  urlkey: z.string(),
  name: i18nText,
  query: z.string(),
  component: z.string(),
  /** Hidden entries keep their route but are left out of the header menu and drawer. */
  hidden: z.boolean(),
  sort: z.int(),
});
export type NavEntry = z.infer<typeof navEntry>;
export const navListData = z.object({
  entries: z.array(navEntry),
  /** The page kinds (view names) the site shows; a new entry picks one of them. */
  components: z.array(z.string()),
});
export type NavListData = z.infer<typeof navListData>;

export const navSaveBody = z.object({
  id: z.optional(id),
  parentId: z._default(z.nullable(id), null),
  /** A site path, or for an external entry the https address opened in a new tab. */
  path: navPath,
  urlkey: urlKey,
  name: i18nInput(40),
  /** key=value pairs joined by &. */
  query: optionalPattern(/^$|^[\w.-]+=[^&=\s]*(&[\w.-]+=[^&=\s]*)*$/, CATALOG_LIMITS.path),
  component: optionalText(80),
  hidden: z._default(z.boolean(), false),
  sort,
});
export type NavSaveBody = z.infer<typeof navSaveBody>;
export type NavSaveInput = z.input<typeof navSaveBody>;

// ---------- banners and roll pictures ----------

export const pictureEntry = z.object({
  id: z.int(),
  urlKey: z.string(),
  title: i18nText,
  content: i18nText,
  imageUrl: z.string(),
  imageNetUrl: z.string(),
  url: z.string(),
  isApp: z.boolean(),
  sort: z.int(),
  visible: z.boolean(),
});
export type PictureEntry = z.infer<typeof pictureEntry>;
export const folderEntry = z.object({ urlKey: z.string(), name: i18nText, bannerUrl: z.string() });
export type FolderEntry = z.infer<typeof folderEntry>;
export const pictureListData = z.object({
  pictures: z.array(pictureEntry),
  folders: z.array(folderEntry),
});
export type PictureListData = z.infer<typeof pictureListData>;

export const pictureSaveBody = z.object({
  id: z.optional(id),
  urlKey,
  /** Shown over the picture and read aloud in its place: the picture's text alternative. */
  title: i18nInput(CATALOG_LIMITS.shortText),
  content: i18nOptional(CATALOG_LIMITS.shortText),
  imageUrl: mediaPath,
  url: link,
  isApp: z._default(z.boolean(), false),
  sort,
  visible: z._default(z.boolean(), true),
});
export type PictureSaveBody = z.infer<typeof pictureSaveBody>;
export type PictureSaveInput = z.input<typeof pictureSaveBody>;

export const folderSaveBody = z.object({
  urlKey,
  name: i18nInput(60),
  bannerUrl: mediaPath,
});
export type FolderSaveBody = z.infer<typeof folderSaveBody>;
export type FolderSaveInput = z.input<typeof folderSaveBody>;
/** POST folders/save answers the folder it changed (folders are named by urlKey, not id). */
export const folderSavedData = z.object({ urlKey: z.string() });
export type FolderSavedData = z.infer<typeof folderSavedData>;

/** The file's bytes in base64; the server refuses more than MEDIA_UPLOAD_MAX_BYTES. */
export const mediaUploadBody = z.object({
  fileName: requiredText(200),
  data: z.string().check(z.minLength(1, 'required'), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'pattern')),
});
export type MediaUploadBody = z.infer<typeof mediaUploadBody>;
export const mediaUploadData = z.object({
  /** Path under the image base URL, for imageUrl / bannerUrl. */
  path: z.string(),
  /** The type read from the bytes (never from the file's name). */
  contentType: z.enum(MEDIA_UPLOAD_TYPES),
  bytes: z.int(),
});
export type MediaUploadData = z.infer<typeof mediaUploadData>;

// ---------- footer ----------

export const footerItemEntry = z.object({
  id: z.int(),
  columnId: z.int(),
  type: z.enum(FOOTER_ITEM_TYPES),
  content: i18nText,
  link: z.string(),
  urlkey: z.string(),
  prama: z.string(),
  showDate: z.boolean(),
  sort: z.int(),
});
export type FooterItemEntry = z.infer<typeof footerItemEntry>;
/** The footer's contact block: hotline, address and a QR code with its label. */
export const footerContact = z.object({
  hotline: z.string(),
  address: i18nText,
  qrCodeUrl: z.string(),
  qrCodeLabel: i18nText,
});
export type FooterContact = z.infer<typeof footerContact>;
export const footerListData = z.object({
  contact: footerContact,
  columns: z.array(
    z.object({
      id: z.int(),
      title: i18nText,
      /** Languages the column shows in ("" for every language). */
      locales: z.string(),
      items: z.array(footerItemEntry),
    }),
  ),
});
export type FooterListData = z.infer<typeof footerListData>;
export const footerContactBody = z.object({
  hotline: pattern(/^[0-9+() -]{3,40}$/, 40),
  address: i18nInput(200),
  /** "" for none. */
  qrCodeUrl: optionalPattern(
    /^$|^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(png|jpe?g|webp|gif|svg)$/,
    300,
  ),
  /** The QR code's text alternative and caption. */
  qrCodeLabel: i18nInput(60),
});
export type FooterContactBody = z.infer<typeof footerContactBody>;
export type FooterContactInput = z.input<typeof footerContactBody>;
export const footerSaveBody = z.object({
  id: z.optional(id),
  columnId: id,
  type: z.enum(FOOTER_ITEM_TYPES),
  content: i18nInput(CATALOG_LIMITS.shortText),
  link,
  urlkey: optionalPattern(/^$|^[A-Za-z0-9_-]+$/, 80),
  prama: optionalText(CATALOG_LIMITS.path),
  showDate: z._default(z.boolean(), false),
  sort,
});
export type FooterSaveBody = z.infer<typeof footerSaveBody>;
export type FooterSaveInput = z.input<typeof footerSaveBody>;

// ---------- FAQ ----------

export const faqEntry = z.object({
  id: z.int(),
  categoryId: z.int(),
  question: i18nText,
  /** Sanitized HTML. */
  answer: i18nText,
  sort: z.int(),
  visible: z.boolean(),
  updatedAt: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntry>;
export const faqListData = z.object({
  categories: z.array(z.object({ id: z.int(), key: z.string(), name: i18nText })),
  questions: z.array(faqEntry),
});
export type FaqListData = z.infer<typeof faqListData>;
export const faqSaveBody = z.object({
  id: z.optional(id),
  categoryId: id,
  question: i18nInput(300),
  /** HTML; sanitized by the server. */
  answer: i18nInput(CATALOG_LIMITS.html),
  sort,
  visible: z._default(z.boolean(), true),
});
export type FaqSaveBody = z.infer<typeof faqSaveBody>;
export type FaqSaveInput = z.input<typeof faqSaveBody>;
