import { describe, expect, it, vi } from 'vitest';
import { I18n } from './texts';

const resources = {
  'zh-CN': {
    common: { hello: '你好，{{name}}', only: '仅中文' },
    flights: { board: { title: '航班' } },
  },
  'fr-FR': {
    common: { hello: 'Bonjour, {{ name }}' },
    flights: { board: { title: 'Vols' } },
  },
};

function make(lng = 'fr-FR') {
  return new I18n({ lng, fallbackLng: 'zh-CN', resources });
}

describe('I18n', () => {
  it('looks keys up in the default namespace, fills {{name}} with or without spaces', () => {
    const i18n = make();
    expect(i18n.t('hello', { name: 'Léa' })).toBe('Bonjour, Léa');
    expect(make('zh-CN').t('hello', { name: '李' })).toBe('你好，李');
  });

  it('reads nested keys of another namespace, by option or bound with getFixedT', () => {
    const i18n = make();
    expect(i18n.t('board.title', { ns: 'flights' })).toBe('Vols');
    expect(i18n.getFixedT('flights')('board.title')).toBe('Vols');
    expect(i18n.getFixedT('flights')('hello', { ns: 'common', name: 'x' })).toBe('Bonjour, x');
  });

  it('falls back to the fallback language, then the default value, then the key', () => {
    const i18n = make();
    expect(i18n.t('only')).toBe('仅中文');
    expect(i18n.t('missing', { defaultValue: 'Défaut' })).toBe('Défaut');
    expect(i18n.t('missing.deeper')).toBe('missing.deeper');
    // A key naming a group of texts, not a text, is missing too.
    expect(i18n.t('board', { ns: 'flights' })).toBe('board');
  });

  it('leaves a value that is not passed empty, as i18next did', () => {
    expect(make().t('hello')).toBe('Bonjour, ');
  });

  it('adds a namespace without re-rendering views (they wait for their texts themselves)', () => {
    const i18n = make();
    const listener = vi.fn();
    i18n.subscribe(listener);
    const before = i18n.version();
    expect(i18n.hasResourceBundle('fr-FR', 'faq')).toBe(false);
    i18n.addResourceBundle('fr-FR', 'faq', { title: 'Questions' });
    expect(i18n.hasResourceBundle('fr-FR', 'faq')).toBe(true);
    expect(i18n.t('title', { ns: 'faq' })).toBe('Questions');
    expect(listener).not.toHaveBeenCalled();
    expect(i18n.version()).toBe(before);
  });

  it('changes language, telling listeners and subscribers once per real change', async () => {
    const i18n = make();
    const changed = vi.fn();
    const subscriber = vi.fn();
    i18n.on('languageChanged', changed);
    const unsubscribe = i18n.subscribe(subscriber);
    const before = i18n.version();
    await i18n.changeLanguage('zh-CN');
    await i18n.changeLanguage('zh-CN');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(i18n.version()).not.toBe(before);
    expect(changed).toHaveBeenCalledWith('zh-CN');
    expect(i18n.resolvedLanguage).toBe('zh-CN');
    expect(i18n.t('board.title', { ns: 'flights' })).toBe('航班');
    unsubscribe();
    await i18n.changeLanguage('fr-FR');
    expect(subscriber).toHaveBeenCalledTimes(1);
  });

  it('clones share the texts but not the language (one server, pages in four languages)', () => {
    const shared = make('zh-CN');
    const french = shared.cloneInstance({ lng: 'fr-FR' });
    expect(french.t('board.title', { ns: 'flights' })).toBe('Vols');
    expect(shared.t('board.title', { ns: 'flights' })).toBe('航班');
    shared.addResourceBundle('fr-FR', 'faq', { title: 'Questions' });
    expect(french.t('title', { ns: 'faq' })).toBe('Questions');
  });
});
