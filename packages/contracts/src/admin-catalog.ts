import * as z from 'zod/mini';
import { CATALOG_LIMITS, FOOTER_ITEM_TYPES } from './admin-catalog-paths';
import { SHOP_CATEGORIES, SHOP_KINDS, TERMINAL_CODES } from './shops';

export {
  adminCatalogPaths,
  CATALOG_LIMITS,
  FOOTER_ITEM_TYPES,
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_UPLOAD_TYPES,
  type MediaUploadType,
} from './admin-catalog-paths';

/*
 * Form messages are keys of the web's `admin-catalog` namespace (validation.<key>); the server
 * names the failing fields in its own catalogue.
 */
const id = z.pipe(z.coerce.number(), z.int().check(z.positive('invalid')));
const sort = z._default(z.int().check(z.minimum(0, 'invalid'), z.maximum(9999, 'invalid')), 0);
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'tooLong'));
const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));
const optionalText = (max: number) => z._default(text(max), '');
const pattern = (re: RegExp, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(max, 'tooLong'),
      z.regex(re, 'pattern'),
    );
/** May be left out or empty (""); otherwise it must match. */
const optionalPattern = (re: RegExp, max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, 'tooLong'), z.regex(re, 'pattern')), '');

/** Translated text as stored: one entry per language, "" where there is none. */
export const i18nText = z.object({
  'zh-CN': z.string(),
  'en-US': z.string(),
  'fr-FR': z.string(),
  'ko-KR': z.string(),
});
export type I18nTextValue = z.infer<typeof i18nText>;

/** Chinese and English are required (the back office and most travellers read them). */
const i18nInput = (max: number) =>
  z.object({
    'zh-CN': requiredText(max),
    'en-US': requiredText(max),
    'fr-FR': optionalText(max),
    'ko-KR': optionalText(max),
  });
const i18nOptional = (max: number) =>
  z._default(
    z.object({
      'zh-CN': optionalText(max),
      'en-US': optionalText(max),
      'fr-FR': optionalText(max),
      'ko-KR': optionalText(max),
    }),
    { 'zh-CN': '', 'en-US': '', 'fr-FR': '', 'ko-KR': '' },
  );

const urlKey = pattern(/^[A-Za-z0-9_-]+$/, 80);
/** A picture's path under the image base URL (uploads/….png, banners/….svg). */
export const mediaPath = pattern(
  /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(png|jpe?g|webp|gif|svg)$/,
  300,
);
/** Where a click goes: "", a site path, or an http(s) address. */
const link = optionalPattern(/^$|^\/[^\s]*$|^https?:\/\/[^\s]+$/, CATALOG_LIMITS.url);
const hhmm = pattern(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 5);

export const visibilityBody = z.object({ id, visible: z.boolean() });
export type VisibilityBody = z.infer<typeof visibilityBody>;
export const idBody = z.object({ id });
export type IdBody = z.infer<typeof idBody>;
export const savedData = z.object({ id: z.int() });
export type SavedData = z.infer<typeof savedData>;
export const visibilityData = z.object({ id: z.int(), visible: z.boolean() });

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
  path: pattern(/^\/[A-Za-z0-9/_.-]*$|^https:\/\/[^\s]+$/, CATALOG_LIMITS.path),
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

/** The file's bytes in base64; the server refuses more than MEDIA_UPLOAD_MAX_BYTES. */
export const mediaUploadBody = z.object({
  fileName: requiredText(200),
  data: z.string().check(z.minLength(1, 'required'), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'pattern')),
});
export type MediaUploadBody = z.infer<typeof mediaUploadBody>;
export const mediaUploadData = z.object({
  /** Path under the image base URL, for imageUrl / bannerUrl. */
  path: z.string(),
  contentType: z.string(),
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

// ---------- hotels ----------

export const hotelEntry = z.object({
  id: z.int(),
  urlKey: z.string(),
  title: i18nText,
  summary: i18nText,
  content: i18nText,
  visible: z.boolean(),
  updatedAt: z.string(),
});
export type HotelEntry = z.infer<typeof hotelEntry>;
export const hotelListData = z.object({ hotels: z.array(hotelEntry) });
export type HotelListData = z.infer<typeof hotelListData>;
export const hotelSaveBody = z.object({
  id,
  title: i18nInput(CATALOG_LIMITS.shortText),
  summary: i18nInput(300),
  /** HTML; sanitized by the server. */
  content: i18nInput(CATALOG_LIMITS.html),
});
export type HotelSaveBody = z.infer<typeof hotelSaveBody>;
export type HotelSaveInput = z.input<typeof hotelSaveBody>;

// ---------- shops ----------

export const HOURS_KINDS = ['range', 'allDay', 'lastFlight'] as const;
export const shopEntry = z.object({
  id: z.int(),
  kind: z.enum(SHOP_KINDS),
  category: z.enum(SHOP_CATEGORIES),
  terminal: z.string(),
  floor: z.string(),
  side: z.string(),
  name: i18nText,
  location: i18nText,
  description: i18nText,
  hoursKind: z.enum(HOURS_KINDS),
  opens: z.string(),
  closes: z.string(),
  priceLevel: z.int(),
  priceText: z.string(),
  phone: z.string(),
});
export type ShopEntry = z.infer<typeof shopEntry>;
export const shopListData = z.object({ shops: z.array(shopEntry) });
export type ShopListData = z.infer<typeof shopListData>;
export const shopSaveBody = z.object({
  id,
  category: z.enum(SHOP_CATEGORIES),
  name: i18nInput(CATALOG_LIMITS.shortText),
  location: i18nInput(CATALOG_LIMITS.shortText),
  description: i18nOptional(CATALOG_LIMITS.longText),
  hoursKind: z.enum(HOURS_KINDS),
  opens: hhmm,
  closes: hhmm,
  priceLevel: z.int().check(z.minimum(0, 'invalid'), z.maximum(4, 'invalid')),
  priceText: optionalText(40),
  phone: optionalPattern(/^$|^[0-9+() -]{5,40}$/, 40),
});
export type ShopSaveBody = z.infer<typeof shopSaveBody>;
export type ShopSaveInput = z.input<typeof shopSaveBody>;

// ---------- transport ----------

export const cityTerminalEntry = z.object({
  id: z.int(),
  name: i18nText,
  district: i18nText,
  address: i18nText,
  description: i18nText,
  hours: z.string(),
  phone: z.string(),
  sort: z.int(),
});
export type CityTerminalEntry = z.infer<typeof cityTerminalEntry>;
export const coachTimetable = z.array(
  z.object({ terminal: z.enum(TERMINAL_CODES), times: z.array(hhmm).check(z.maxLength(120)) }),
);
export const coachRouteEntry = z.object({
  id: z.int(),
  code: z.string(),
  name: i18nText,
  destination: i18nText,
  notes: i18nText,
  fare: z.int(),
  durationMinutes: z.int(),
  cityTerminalId: z.nullable(z.int()),
  timetable: coachTimetable,
  sort: z.int(),
});
export type CoachRouteEntry = z.infer<typeof coachRouteEntry>;
export const transportListData = z.object({
  terminals: z.array(cityTerminalEntry),
  routes: z.array(coachRouteEntry),
});
export type TransportListData = z.infer<typeof transportListData>;

export const terminalSaveBody = z.object({
  id: z.optional(id),
  name: i18nInput(CATALOG_LIMITS.shortText),
  district: i18nInput(60),
  address: i18nInput(CATALOG_LIMITS.shortText * 2),
  description: i18nOptional(CATALOG_LIMITS.longText),
  hours: requiredText(40),
  phone: optionalPattern(/^$|^[0-9+() -]{5,40}$/, 40),
  sort,
});
export type TerminalSaveBody = z.infer<typeof terminalSaveBody>;
export type TerminalSaveInput = z.input<typeof terminalSaveBody>;

export const coachRouteSaveBody = z.object({
  id,
  name: i18nInput(CATALOG_LIMITS.shortText),
  destination: i18nInput(CATALOG_LIMITS.shortText),
  notes: i18nOptional(CATALOG_LIMITS.longText),
  fare: z.int().check(z.minimum(0, 'invalid'), z.maximum(1000, 'invalid')),
  durationMinutes: z.int().check(z.minimum(1, 'invalid'), z.maximum(1440, 'invalid')),
  timetable: coachTimetable.check(z.minLength(1, 'required')),
});
export type CoachRouteSaveBody = z.infer<typeof coachRouteSaveBody>;
export type CoachRouteSaveInput = z.input<typeof coachRouteSaveBody>;

export const transportDeleteBody = z.object({ kind: z.enum(['terminal', 'coachRoute']), id });
export type TransportDeleteBody = z.infer<typeof transportDeleteBody>;
