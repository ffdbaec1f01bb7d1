import type { Locale } from '@can/contracts/locale';

/**
 * Headline articles published in both languages as two records (spec section 2): the language
 * menu swaps one for the other. [Chinese, other languages]; also the featured article pair.
 */
export const HEADLINE_COUNTERPARTS: readonly (readonly [zh: number, other: number])[] = [
  [9685, 9687],
];

const HEADLINE_DETAIL_PATH = '/headline/detail';

/** The suffix a urlKey carries in a non-Chinese language: _en, _fr, _ko. */
const LANGUAGE_SUFFIX = /_(en|zh|fr|ko)$/i;

function urlKeyFor(urlKey: string, to: Locale): string {
  const base = urlKey.replace(LANGUAGE_SUFFIX, '');
  return to === 'zh-CN' ? base : `${base}_${to.slice(0, 2)}`;
}

function headlineFor(articleId: string, to: Locale): string {
  const id = Number(articleId);
  for (const [zh, other] of HEADLINE_COUNTERPARTS) {
    if (to === 'zh-CN' && id === other) return String(zh);
    if (to !== 'zh-CN' && id === zh) return String(other);
  }
  return articleId;
}

/**
 * Where the page goes after the visitor picks another language (the page then reloads):
 * - a page with a `urlKey` query parameter gets the key with the language suffix (`_en` for
 *   English; no suffix in Chinese), which the CMS reads as the same folder;
 * - /headline/detail?articleId=9685 ⇄ 9687 (the same article in the other language);
 * - anything else stays as it is.
 * Returns the same-origin path with its query and hash, ready for `location.assign`.
 */
export function urlAfterLanguageSwitch(url: URL, to: Locale): string {
  const params = new URLSearchParams(url.search);
  let changed = false;

  const urlKey = params.get('urlKey');
  if (urlKey) {
    const next = urlKeyFor(urlKey, to);
    if (next !== urlKey) {
      params.set('urlKey', next);
      changed = true;
    }
  }

  const articleId = params.get('articleId');
  if (url.pathname === HEADLINE_DETAIL_PATH && articleId) {
    const next = headlineFor(articleId, to);
    if (next !== articleId) {
      params.set('articleId', next);
      changed = true;
    }
  }

  // Untouched queries keep their exact spelling (URLSearchParams would re-encode them).
  const search = changed ? `?${params.toString()}` : url.search;
  return `${url.pathname}${search}${url.hash}`;
}
