import type { I18nText } from '../../platform/i18n-text';

export interface FaqSeed {
  question: I18nText;
  /** HTML; sanitized when written. */
  answer: I18nText;
}

/** One entry in Chinese and English; French and Korean come with withFrKo (else zh-CN is shown). */
export const qa = (zhQ: string, enQ: string, zhA: string, enA: string): FaqSeed => ({
  question: { 'zh-CN': zhQ, 'en-US': enQ },
  answer: { 'zh-CN': zhA, 'en-US': enA },
});

/** Adds the French and Korean texts of an entry. */
export const withFrKo = (
  seed: FaqSeed,
  fr: [question: string, answer: string],
  ko: [question: string, answer: string],
): FaqSeed => ({
  question: { ...seed.question, 'fr-FR': fr[0], 'ko-KR': ko[0] },
  answer: { ...seed.answer, 'fr-FR': fr[1], 'ko-KR': ko[1] },
});
