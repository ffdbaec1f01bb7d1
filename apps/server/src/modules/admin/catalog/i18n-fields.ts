import { LOCALES } from '@can/contracts';
import type { I18nTextValue } from '@can/contracts/admin-catalog';
import { sanitizeHtml } from '../../../platform/html-sanitizer';
import type { I18nText } from '../../../platform/i18n-text';

/** Stored translated text (JSON keyed by locale) as the back office edits it: every language. */
export function editable(json: string): I18nTextValue {
  let stored: I18nText = {};
  try {
    const value = JSON.parse(json) as unknown;
    if (value && typeof value === 'object') stored = value as I18nText;
  } catch {
    // A broken cell edits as empty text rather than failing the whole list.
  }
  return Object.fromEntries(
    LOCALES.map((l) => [l, typeof stored[l] === 'string' ? stored[l] : '']),
  ) as I18nTextValue;
}

/** An edited text for storage: languages left empty are dropped, so readers fall back. */
export function storable(text: I18nTextValue): string {
  return JSON.stringify(
    Object.fromEntries(LOCALES.filter((l) => text[l]).map((l) => [l, text[l]])),
  );
}

/** Edited HTML for storage: sanitized in every language before it is kept. */
export function storableHtml(text: I18nTextValue): string {
  return storable(
    Object.fromEntries(
      LOCALES.map((l) => [l, text[l] ? sanitizeHtml(text[l]) : '']),
    ) as I18nTextValue,
  );
}

export const flag = (value: boolean) => (value ? 1 : 0);
