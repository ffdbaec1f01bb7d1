import { describe, expect, it } from 'vitest';
import { mainlandMobileChars, phoneChars } from './phone-field';

describe('phone fields (issue 17, item 7)', () => {
  it('keep a mainland mobile to 11 digits, whatever is typed or pasted', () => {
    expect(mainlandMobileChars('138 0013 8001')).toBe('13800138001');
    expect(mainlandMobileChars('138001380019999')).toBe('13800138001');
    expect(mainlandMobileChars('abc13x')).toBe('13');
  });

  it('keep an international number to "+" and 15 digits', () => {
    expect(phoneChars('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(phoneChars('1380013800a1')).toBe('13800138001');
    expect(phoneChars('+1234567890123456789')).toBe('+123456789012345');
    expect(phoneChars('12+34')).toBe('1234');
  });
});
