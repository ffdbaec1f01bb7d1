import { describe, expect, it } from 'vitest';
import { urlAfterLanguageSwitch } from './language-switch';

const at = (path: string) => new URL(path, 'https://www.baiyunairport.com');

describe('urlAfterLanguageSwitch', () => {
  it('adds _en to the urlKey when switching to English', () => {
    expect(urlAfterLanguageSwitch(at('/notification/list?urlKey=notification'), 'en-US')).toBe(
      '/notification/list?urlKey=notification_en',
    );
  });

  it('removes the suffix when switching to Chinese', () => {
    expect(urlAfterLanguageSwitch(at('/pri/detail?urlKey=trade-fair_en&x=1'), 'zh-CN')).toBe(
      '/pri/detail?urlKey=trade-fair&x=1',
    );
  });

  it('does not stack suffixes and replaces another language suffix', () => {
    expect(urlAfterLanguageSwitch(at('/pri/detail?urlKey=mail_en'), 'en-US')).toBe(
      '/pri/detail?urlKey=mail_en',
    );
    expect(urlAfterLanguageSwitch(at('/pri/detail?urlKey=mail_fr'), 'en-US')).toBe(
      '/pri/detail?urlKey=mail_en',
    );
    expect(urlAfterLanguageSwitch(at('/pri/detail?urlKey=mail'), 'ko-KR')).toBe(
      '/pri/detail?urlKey=mail_ko',
    );
  });

  it('keeps hyphenated keys whole', () => {
    expect(urlAfterLanguageSwitch(at('/notice/airport?urlKey=airport-notice'), 'en-US')).toBe(
      '/notice/airport?urlKey=airport-notice_en',
    );
    expect(urlAfterLanguageSwitch(at('/notice/airport?urlKey=airport-notice'), 'zh-CN')).toBe(
      '/notice/airport?urlKey=airport-notice',
    );
  });

  it('swaps the headline pair 9685 ⇄ 9687 and keeps the other parameters', () => {
    expect(urlAfterLanguageSwitch(at('/headline/detail?articleId=9685&showDate=1'), 'en-US')).toBe(
      '/headline/detail?articleId=9687&showDate=1',
    );
    expect(urlAfterLanguageSwitch(at('/headline/detail?articleId=9687&showDate=1'), 'zh-CN')).toBe(
      '/headline/detail?articleId=9685&showDate=1',
    );
  });

  it('leaves a headline already in the target language alone', () => {
    expect(urlAfterLanguageSwitch(at('/headline/detail?articleId=9687'), 'en-US')).toBe(
      '/headline/detail?articleId=9687',
    );
    expect(urlAfterLanguageSwitch(at('/headline/detail?articleId=9701'), 'en-US')).toBe(
      '/headline/detail?articleId=9701',
    );
  });

  it('only swaps on the headline detail page', () => {
    expect(urlAfterLanguageSwitch(at('/summary/detail?articleId=9685'), 'en-US')).toBe(
      '/summary/detail?articleId=9685',
    );
  });

  it('leaves every other URL unchanged, query spelling and hash included', () => {
    expect(urlAfterLanguageSwitch(at('/'), 'en-US')).toBe('/');
    expect(urlAfterLanguageSwitch(at('/guide/visa-free'), 'en-US')).toBe('/guide/visa-free');
    expect(urlAfterLanguageSwitch(at('/flight/departures?q=CZ%203101#board'), 'zh-CN')).toBe(
      '/flight/departures?q=CZ%203101#board',
    );
  });
});
