import { describe, expect, it } from 'vitest';
import { cacheableAnswer, etagMatches } from './cacheable-read';

describe('cacheable answers', () => {
  it('encode once, with a weak validator that changes with the answer', () => {
    const a = cacheableAnswer(JSON.stringify({ code: '200', data: [1, 2] }));
    expect(a.body.toString()).toBe('{"code":"200","data":[1,2]}');
    expect(a.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(cacheableAnswer(JSON.stringify({ code: '200', data: [1, 2] })).etag).toBe(a.etag);
    expect(cacheableAnswer(JSON.stringify({ code: '200', data: [2, 1] })).etag).not.toBe(a.etag);
  });

  it('match If-None-Match by weak comparison, in lists and as *', () => {
    const etag = 'W/"abc"';
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches(['"x"', '"abc"'], etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"abcd"', etag)).toBe(false);
    expect(etagMatches('"ab"', etag)).toBe(false);
  });
});
