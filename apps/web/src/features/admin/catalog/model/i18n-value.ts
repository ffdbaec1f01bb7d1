import type { I18nTextValue } from '@can/contracts/admin-catalog';

export const EDIT_LOCALES = ['zh-CN', 'en-US', 'fr-FR', 'ko-KR'] as const;

export const emptyText = (): I18nTextValue => ({
  'zh-CN': '',
  'en-US': '',
  'fr-FR': '',
  'ko-KR': '',
});

/** The text to show in a back-office list: the staff member's language, else Chinese. */
export function textIn(text: I18nTextValue, language: string): string {
  return (
    (language.startsWith('en') ? text['en-US'] : text['zh-CN']) || text['zh-CN'] || text['en-US']
  );
}
