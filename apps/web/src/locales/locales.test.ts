import { describe, expect, it } from 'vitest';
import { LOCALES } from '@can/contracts';
import { allResources } from '../test/i18n';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** The back office (admin*) speaks zh-CN and en-US only; its users of fr/ko get en-US. */
const isBackOffice = (ns: string) => ns === 'admin' || ns.startsWith('admin-');
const BACK_OFFICE_LOCALES: readonly string[] = ['zh-CN', 'en-US'];

describe('translations', () => {
  const resources = allResources();
  const reference = resources['zh-CN']!;

  it.each(LOCALES.filter((l) => l !== 'zh-CN'))(
    '%s has every key of zh-CN and no other',
    (locale) => {
      const bundle = resources[locale]!;
      const expected = Object.keys(reference).filter(
        (ns) => BACK_OFFICE_LOCALES.includes(locale) || !isBackOffice(ns),
      );
      expect(Object.keys(bundle).sort()).toEqual(expected.sort());
      for (const ns of expected) {
        expect(keys(bundle[ns]).sort(), ns).toEqual(keys(reference[ns]).sort());
      }
    },
  );

  it.each(LOCALES)('%s has no empty texts and keeps the placeholders', (locale) => {
    for (const [ns, tree] of Object.entries(resources[locale]!)) {
      for (const key of keys(tree)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        expect(String(text).trim(), `${ns}:${key}`).not.toBe('');
        const zh = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], reference[ns]);
        expect(placeholders(text), `${ns}:${key}`).toEqual(placeholders(zh));
      }
    }
  });

  it('names the visa-free transit stay as 240 hours in every language (decision 007)', () => {
    for (const locale of LOCALES) {
      const frame = resources[locale]!['frame'] as { strip: { visaFree: string } };
      expect(frame.strip.visaFree, locale).toContain('240');
      expect(frame.strip.visaFree, locale).not.toContain('144');
    }
  });
});
