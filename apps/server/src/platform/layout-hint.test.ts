import { describe, expect, it } from 'vitest';
import { isPhoneRequest } from './layout-hint';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('isPhoneRequest', () => {
  it('believes the client hint first', () => {
    expect(isPhoneRequest({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).toBe(true);
    expect(isPhoneRequest({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID })).toBe(false);
  });

  it('reads the user agent of a browser that sends no hint', () => {
    expect(isPhoneRequest({ 'user-agent': IPHONE })).toBe(true);
    expect(isPhoneRequest({ 'user-agent': ANDROID })).toBe(true);
    expect(isPhoneRequest({ 'user-agent': DESKTOP })).toBe(false);
    expect(isPhoneRequest({})).toBe(false);
  });
});
