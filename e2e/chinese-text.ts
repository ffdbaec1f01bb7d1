import type { Page } from '@playwright/test';

/*
 * Issue 19: a reader of English, French or Korean finds no Chinese on the page, except proper
 * names that keep their Chinese beside the translation: elements marked `translate="no"` (the
 * language menu's 简体中文, an airline's name as on its signs), the names below and the site's
 * filing numbers.
 */
export const KEPT_CHINESE = [
  // The listed company's registered name and its share's short name on the Shanghai exchange.
  '广州白云国际机场股份有限公司',
  '白云机场',
];

const HAN_RUN = /\p{Script=Han}[\p{Script=Han}\p{P}\w]*/gu;

/**
 * Elements whose Chinese is meant: a name kept as on signs (`translate="no"`), or a text an
 * editor has written only in Chinese so far, which the page marks with its language (decision
 * 021; the seed data has every text in four languages, apps/server/test/seed-languages.test.ts).
 */
const KEPT_ELEMENT = /\btranslate="no"|\blang="zh/;

/** The site's filing numbers, shown as registered (ICP and public security), in every language. */
const FILING_NUMBER = /粤ICP备\s*\d+号(-\d+)?|粤公网安备\s*\d+号/gu;

/** The Chinese runs in `text` that are not kept names, each with a little context. */
export function chineseIn(text: string): string[] {
  let rest = text.replace(FILING_NUMBER, ' ');
  for (const name of KEPT_CHINESE) rest = rest.replaceAll(name, ' ');
  return [...rest.matchAll(HAN_RUN)].map((m) =>
    rest.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20).replace(/\s+/g, ' '),
  );
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** The text of server-rendered HTML a reader sees without scripts: no script, style or kept name. */
export function htmlText(html: string): string {
  // The head is not shown (the tab's title is the article's title, marked nowhere).
  const source = html.replace(
    /<head\b[\s\S]*?<\/head>|<(script|style|template)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/g,
    ' ',
  );
  const parts: string[] = [];
  // Depth inside an element marked translate="no" (0: outside), counting its nested elements.
  let kept = 0;
  let last = 0;
  for (const tag of source.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (kept === 0) parts.push(source.slice(last, tag.index));
    last = tag.index + tag[0].length;
    const [, closing, name = '', attributes = ''] = tag;
    if (VOID.has(name.toLowerCase()) || attributes.endsWith('/')) continue;
    if (closing) kept = kept > 0 ? kept - 1 : 0;
    else if (kept > 0 || KEPT_ELEMENT.test(attributes)) kept += 1;
  }
  if (kept === 0) parts.push(source.slice(last));
  return parts.join(' ');
}

/** The text shown on the page now (visible elements only), without elements marked translate=no. */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[translate="no"], [lang^="zh"], script, style, template'))
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
}
