import type { I18nText } from '../../platform/i18n-text';

export interface FaqSeed {
  question: I18nText;
  /** HTML; sanitized when written. */
  answer: I18nText;
}

/** One entry in Chinese and English; French and Korean fall back to Chinese when not given. */
export const qa = (zhQ: string, enQ: string, zhA: string, enA: string): FaqSeed => ({
  question: { 'zh-CN': zhQ, 'en-US': enQ },
  answer: { 'zh-CN': zhA, 'en-US': enA },
});
