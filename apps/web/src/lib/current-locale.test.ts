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

describe('currentLocale', () => {
  afterEach(() => localStorage.clear());

  it("is the stored language until the texts have started, then the texts' language", async () => {
    vi.resetModules();
    localStorage.setItem('locale', 'ko-KR');
    const { currentLocale } = await import('./current-locale');
    const { i18n } = await import('./i18n');
    // Not the fallback (zh-CN): a page taken over before its texts load asks in the stored one.
    expect(currentLocale()).toBe('ko-KR');
    await i18n.changeLanguage('fr-FR');
    expect(currentLocale()).toBe('fr-FR');
  });
});
