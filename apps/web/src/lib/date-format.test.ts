import { afterEach, describe, expect, it } from 'vitest';
import { dateFormat, warmDateFormat } from './date-format';
import { setServerContextSource, type ServerContext } from './server-context';

describe('dateFormat', () => {
  afterEach(() => setServerContextSource(() => undefined));

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

  it('tells the page being rendered on the server that it shows a date', () => {
    const context = { namespaces: new Set<string>() } as unknown as ServerContext;
    setServerContextSource(() => context);
    expect(context.datesShown).toBeUndefined();
    dateFormat('ko-KR', { dateStyle: 'long' });
    expect(context.datesShown).toBe(true);
  });

  it('readies the long date formatter of a language ahead of need', () => {
    warmDateFormat('en-US');
    expect(dateFormat('en-GB', { dateStyle: 'long' }).format(Date.UTC(2026, 10, 26))).toBe(
      '26 November 2026',
    );
  });
});
