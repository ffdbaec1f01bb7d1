import * as z from 'zod/mini';
import { recordId } from './record-id';
import { CATALOG_LIMITS } from './admin-catalog-paths';

/* Field builders shared by the back office's catalog schemas (admin-catalog*.ts). */

/*
 * Form messages are keys of the web's `admin-catalog` namespace (validation.<key>); the server
 * names the failing fields in its own catalogue.
 */
export const id = recordId;
export const sort = z._default(
  z.int().check(z.minimum(0, 'invalid'), z.maximum(9999, 'invalid')),
  0,
);
export const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'tooLong'));
export const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));
export const optionalText = (max: number) => z._default(text(max), '');
export const pattern = (re: RegExp, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(max, 'tooLong'),
      z.regex(re, 'pattern'),
    );
/** May be left out or empty (""); otherwise it must match. */
export const optionalPattern = (re: RegExp, max: number) =>
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
export const i18nInput = (max: number) =>
  z.object({
    'zh-CN': requiredText(max),
    'en-US': requiredText(max),
    'fr-FR': optionalText(max),
    'ko-KR': optionalText(max),
  });
export const i18nOptional = (max: number) =>
  z._default(
    z.object({
      'zh-CN': optionalText(max),
      'en-US': optionalText(max),
      'fr-FR': optionalText(max),
      'ko-KR': optionalText(max),
    }),
    { 'zh-CN': '', 'en-US': '', 'fr-FR': '', 'ko-KR': '' },
  );

export const urlKey = pattern(/^[A-Za-z0-9_-]+$/, 80);
/** A picture's path under the image base URL (uploads/….png, banners/….svg). */
export const mediaPath = pattern(
  /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(png|jpe?g|webp|gif|svg)$/,
  300,
);
/*
 * A path of this site is one "/" followed by anything but "/" or "\\": a browser reads "//host/…"
 * and "/\\host" as another site. An external address is https, opened in a new window.
 */
/** Where a click goes: "", a site path, or an https address. */
export const link = optionalPattern(
  /^$|^\/(?![/\\])\S*$|^https:\/\/[^\s/]+\S*$/,
  CATALOG_LIMITS.url,
);
/** A nav menu entry's path: a site path of plain characters, or an https address. */
export const navPath = pattern(
  /^\/(?![/\\])[A-Za-z0-9/_.-]*$|^https:\/\/[^\s/]+\S*$/,
  CATALOG_LIMITS.path,
);
export const hhmm = pattern(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 5);

export const visibilityBody = z.object({ id, visible: z.boolean() });
export type VisibilityBody = z.infer<typeof visibilityBody>;
export const idBody = z.object({ id });
export type IdBody = z.infer<typeof idBody>;
/** What a save or a delete answers: the record's id (0 for the footer's contact block). */
export const savedData = z.object({ id: z.int() });
export type SavedData = z.infer<typeof savedData>;
/** What a visibility change answers: the record and how it is now shown. */
export const visibilityData = z.object({ id: z.int(), visible: z.boolean() });
