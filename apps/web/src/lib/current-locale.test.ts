import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirrorLocaleCookie, switchLocale } from './current-locale';

const localeCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('locale='))
    ?.slice('locale='.length);

describe('the locale cookie', () => {
  afterEach(() => {
    document.cookie = 'locale=; Path=/; Max-Age=0';
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('mirrors the stored language, so the server answers the page in it', () => {
    mirrorLocaleCookie('ko-KR');
    expect(localeCookie()).toBe('ko-KR');
  });

  it('follows a switch of language, with local storage', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost/flight/departures',
      protocol: 'http:',
      assign,
    } as Location);
    switchLocale('fr-FR');
    expect(localStorage.getItem('locale')).toBe('fr-FR');
    expect(localeCookie()).toBe('fr-FR');
    expect(assign).toHaveBeenCalled();
  });
});
