import { LOCALES, type Locale } from '@can/contracts/locale';
import type { AdminArticle, TextsByLocale } from '@can/contracts/admin-content';

/** What the editor holds for one language while it is being written. */
export interface LanguageDraft {
  title: string;
  summary: string;
  content: string;
}

export type Drafts = Record<Locale, LanguageDraft>;

const blank = (): LanguageDraft => ({ title: '', summary: '', content: '' });

export function draftsOf(item: AdminArticle | undefined): Drafts {
  const drafts = Object.fromEntries(LOCALES.map((l) => [l, blank()])) as Drafts;
  if (!item) return drafts;
  for (const locale of LOCALES) {
    const texts = item.texts[locale];
    if (texts)
      drafts[locale] = {
        title: texts.title,
        summary: texts.summary ?? '',
        content: texts.content ?? '',
      };
  }
  return drafts;
}

export const isWritten = (draft: LanguageDraft) =>
  Boolean(draft.title.trim() || draft.summary.trim() || draft.content.trim());

/**
 * Whether a language is complete: its title and its text are both written. The lists call an
 * item lacking a language by the same rule (issue 19).
 */
export const isComplete = (draft: LanguageDraft) =>
  Boolean(draft.title.trim() && draft.content.trim());

/** The body's texts: only the languages with something written in them. */
export function textsOf(drafts: Drafts): TextsByLocale {
  const texts: TextsByLocale = {};
  for (const locale of LOCALES) {
    const draft = drafts[locale];
    if (isWritten(draft))
      texts[locale] = {
        title: draft.title.trim(),
        summary: draft.summary.trim(),
        content: draft.content,
      };
  }
  return texts;
}

/** What a save would be refused for, checked before sending (the server checks again). */
export function draftProblem(
  drafts: Drafts,
): { kind: 'noTitle' } | { kind: 'titleMissing'; locale: Locale } | null {
  for (const locale of LOCALES)
    if (isWritten(drafts[locale]) && !drafts[locale].title.trim())
      return { kind: 'titleMissing', locale };
  if (!LOCALES.some((l) => drafts[l].title.trim())) return { kind: 'noTitle' };
  return null;
}

export const sameDrafts = (a: Drafts, b: Drafts) =>
  LOCALES.every(
    (l) =>
      a[l].title.trim() === b[l].title.trim() &&
      a[l].summary.trim() === b[l].summary.trim() &&
      a[l].content === b[l].content,
  );

/** `drafts` with each written language's summary as the saved item has it. */
export function withSummariesOf(drafts: Drafts, item: AdminArticle): Drafts {
  const next = { ...drafts };
  for (const locale of LOCALES) {
    const summary = item.texts[locale]?.summary;
    if (summary !== undefined) next[locale] = { ...drafts[locale], summary };
  }
  return next;
}
