import { describe, expect, it } from 'vitest';
import { loggedUrl } from './logged-url';

describe('logged URL', () => {
  it('keeps a URL without secrets as sent', () => {
    expect(loggedUrl('/byairport-cms/admin/audit/list?action=flight&pageNum=2')).toBe(
      '/byairport-cms/admin/audit/list?action=flight&pageNum=2',
    );
    expect(loggedUrl('/flight/departures')).toBe('/flight/departures');
  });

  it('hides the value of a token, password, code or signature parameter', () => {
    expect(loggedUrl('/preview/article?token=AbC123-secret_value-xyz&lang=en')).toBe(
      '/preview/article?token=[redacted]&lang=en',
    );
    expect(loggedUrl('/x?Password=hunter2&code=123456&%74oken=abc')).toBe(
      '/x?Password=[redacted]&code=[redacted]&%74oken=[redacted]',
    );
  });

  it('copes with malformed escapes and bare names', () => {
    expect(loggedUrl('/x?%E0%A4%A=1&token')).toBe('/x?%E0%A4%A=1&token=[redacted]');
  });
});
