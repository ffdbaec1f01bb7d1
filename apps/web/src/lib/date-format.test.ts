import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format';

describe('dateFormat', () => {
  it('keeps one formatter per language and options, and formats as Intl does', () => {
    const options = { timeZone: 'Asia/Shanghai', day: 'numeric', month: 'short' } as const;
    const first = dateFormat('en-GB', options);
    expect(dateFormat('en-GB', { ...options })).toBe(first);
    expect(dateFormat('fr-FR', options)).not.toBe(first);
    expect(dateFormat('en-GB', { ...options, month: 'long' })).not.toBe(first);
    const at = Date.UTC(2026, 10, 26, 20, 0);
    expect(first.format(at)).toBe(new Intl.DateTimeFormat('en-GB', options).format(at));
    expect(first.format(at)).toBe('27 Nov');
  });
});
