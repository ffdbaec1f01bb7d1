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

  it('hides a mobile number or an e-mail address (the alerts desk lookup)', () => {
    expect(loggedUrl('/byairport-cms/admin/alerts/find?mobile=13912345678')).toBe(
      '/byairport-cms/admin/alerts/find?mobile=[redacted]',
    );
    expect(loggedUrl('/byairport-cms/admin/alerts/find?email=a%40b.com')).toBe(
      '/byairport-cms/admin/alerts/find?email=[redacted]',
    );
  });

  it('copes with malformed escapes and bare names', () => {
    expect(loggedUrl('/x?%E0%A4%A=1&token')).toBe('/x?%E0%A4%A=1&token=[redacted]');
  });
});
