import type { Locale } from '@can/contracts';
import zhCN from '../locales/zh-CN.json';
import enUS from '../locales/en-US.json';
import frFR from '../locales/fr-FR.json';
import koKR from '../locales/ko-KR.json';

export type MessageKey = keyof typeof zhCN;
type Catalog = Record<MessageKey, string>;

// The type annotations make a missing key in any language a compile error.
const catalogs: Record<Locale, Catalog> = {
  'zh-CN': zhCN,
  'en-US': enUS satisfies Catalog,
  'fr-FR': frFR satisfies Catalog,
  'ko-KR': koKR satisfies Catalog,
};

/** The message in the request's language, falling back to zh-CN, with {name} filled in. */
export function message(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = catalogs[locale]?.[key] ?? catalogs['zh-CN'][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
