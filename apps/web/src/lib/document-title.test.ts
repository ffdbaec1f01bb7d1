import { describe, expect, it } from 'vitest';
import { pageTitleText } from './document-title';

describe('the tab title rule (issue 17, item 16)', () => {
  it('is "<page> | <airport>", or the airport alone', () => {
    expect(pageTitleText('网上值机', '广州白云国际机场')).toBe('网上值机 | 广州白云国际机场');
    expect(pageTitleText(undefined, '广州白云国际机场')).toBe('广州白云国际机场');
    expect(pageTitleText('  ', 'Guangzhou Baiyun International Airport')).toBe(
      'Guangzhou Baiyun International Airport',
    );
    expect(pageTitleText('广州白云国际机场', '广州白云国际机场')).toBe('广州白云国际机场');
  });
});
