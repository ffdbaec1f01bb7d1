import { LOCALES, type Locale } from '@can/contracts';
import type { LocaleTexts, TextsByLocale } from '@can/contracts/admin-content';
import sanitize from 'sanitize-html';
import { InvalidInputError } from '../../../platform/errors';
import { sanitizeHtml } from '../../../platform/html-sanitizer';

/** Characters of the summary made from the content when the editor leaves it empty. */
const DERIVED_SUMMARY = 120;

export interface StoredTexts {
  title: Partial<Record<Locale, string>>;
  summary: Partial<Record<Locale, string>>;
  content: Partial<Record<Locale, string>>;
}

/** The words of an HTML fragment, on one line. */
export function plainText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function derivedSummary(html: string): string {
  const text = plainText(html);
  return text.length <= DERIVED_SUMMARY ? text : `${text.slice(0, DERIVED_SUMMARY - 1)}…`;
}

/**
 * The editor's texts as stored: only languages with a title, content sanitized, an empty summary
 * made from the content. A summary that was made that way and comes back unchanged is made again
 * from the new content (the editor shows it, but nobody wrote it). A language with content but no
 * title, or no language at all, is refused.
 */
export function storedTexts(texts: TextsByLocale, previous?: StoredTexts): StoredTexts {
  const out: StoredTexts = { title: {}, summary: {}, content: {} };
  const problems: { field: string; issue: string }[] = [];
  for (const locale of LOCALES) {
    const given = texts[locale];
    if (!given) continue;
    const content = sanitizeHtml(given.content ?? '').trim();
    if (!given.title) {
      if (content || given.summary)
        problems.push({ field: `texts.${locale}.title`, issue: 'a title is required' });
      continue;
    }
    out.title[locale] = given.title;
    const before = previous?.summary[locale];
    const madeBefore =
      before !== undefined && before === derivedSummary(previous?.content[locale] ?? '');
    out.summary[locale] =
      given.summary && !(madeBefore && given.summary === before)
        ? given.summary
        : derivedSummary(content);
    out.content[locale] = content;
  }
  if (problems.length) throw new InvalidInputError(problems);
  if (Object.keys(out.title).length === 0)
    throw new InvalidInputError([{ field: 'texts', issue: 'a title in at least one language' }]);
  return out;
}

function parse(json: string): Partial<Record<Locale, string>> {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as Partial<Record<Locale, string>>) : {};
  } catch {
    return {};
  }
}

/** The stored JSON columns back into the editor's shape. */
export function editorTexts(row: {
  title_i18n: string;
  summary_i18n: string;
  content_i18n: string;
}): TextsByLocale {
  const title = parse(row.title_i18n);
  const summary = parse(row.summary_i18n);
  const content = parse(row.content_i18n);
  const out: TextsByLocale = {};
  for (const locale of LOCALES) {
    if (!title[locale]) continue;
    const texts: LocaleTexts = {
      title: title[locale],
      summary: summary[locale] ?? '',
      content: sanitizeHtml(content[locale] ?? ''),
    };
    out[locale] = texts;
  }
  return out;
}

export function localesOf(titleJson: string): Locale[] {
  const title = parse(titleJson);
  return LOCALES.filter((l) => Boolean(title[l]));
}

/** The fields of `after` that differ from `before`, per language, for the audit log. */
export function changedTexts(before: StoredTexts, after: StoredTexts) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of ['title', 'summary', 'content'] as const) {
    for (const locale of LOCALES) {
      const a = before[field][locale];
      const b = after[field][locale];
      if (a === b) continue;
      was[`${field}.${locale}`] = a ?? null;
      now[`${field}.${locale}`] = b ?? null;
    }
  }
  return { before: was, after: now };
}

export function storedOf(row: {
  title_i18n: string;
  summary_i18n: string;
  content_i18n: string;
}): StoredTexts {
  return {
    title: parse(row.title_i18n),
    summary: parse(row.summary_i18n),
    content: parse(row.content_i18n),
  };
}
