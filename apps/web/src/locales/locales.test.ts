import { describe, expect, it } from 'vitest';
import { LOCALES } from '@can/contracts';
import { allResources } from '../test/i18n';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const resources = allResources();
  const reference = resources['zh-CN']!;

  it.each(LOCALES.filter((l) => l !== 'zh-CN'))(
    '%s has every key of zh-CN and no other',
    (locale) => {
      const bundle = resources[locale]!;
      expect(Object.keys(bundle).sort()).toEqual(Object.keys(reference).sort());
      for (const ns of Object.keys(reference)) {
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
});
