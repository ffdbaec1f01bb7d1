import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { link, navPath } from './admin-catalog-fields';
import { MAX_RECORD_ID, recordId } from './record-id';

const accepts = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success;

describe('links an editor may save (issue 17, item 3)', () => {
  it('takes "", a path of this site or an https address', () => {
    for (const ok of ['', '/guide/departure', '/footer/faq?category=1', 'https://www.caac.gov.cn/'])
      expect(accepts(link, ok), ok).toBe(true);
    for (const ok of ['/guide/lounges', '/', 'https://www.12306.cn/en/'])
      expect(accepts(navPath, ok), ok).toBe(true);
  });

  it('refuses what a browser would read as another site, and anything not https', () => {
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      '///evil.example',
      'http://www.customs.gov.cn/',
      'javascript:alert(1)',
      'https:///nohost',
      'guide/departure',
    ]) {
      expect(accepts(link, bad), bad).toBe(false);
      expect(accepts(navPath, bad), bad).toBe(false);
    }
  });
});

describe('record ids (issue 17, item 1)', () => {
  it('are positive integers that fit a 32-bit id column', () => {
    for (const ok of [1, '1', 42, MAX_RECORD_ID, String(MAX_RECORD_ID)])
      expect(accepts(recordId, ok), String(ok)).toBe(true);
    for (const bad of [0, -1, MAX_RECORD_ID + 1, '2147483648', 1e20, 1.5, 'abc', '', null])
      expect(accepts(recordId, bad), String(bad)).toBe(false);
  });
});
