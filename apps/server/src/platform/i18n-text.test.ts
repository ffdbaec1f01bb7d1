import { describe, expect, it } from 'vitest';
import { hasText, i18n, pickText, textIn } from './i18n-text';

describe('translated text', () => {
  const all = { 'zh-CN': '出发', 'en-US': 'Departures', 'fr-FR': 'Départs', 'ko-KR': '출발' };

  it('answers the reader’s own language when it is written', () => {
    expect(pickText(all, 'fr-FR')).toBe('Départs');
    expect(pickText(i18n(all), 'ko-KR')).toBe('출발');
  });

  it('falls back to English for readers of English, French and Korean, then to Chinese', () => {
    const zhEn = { 'zh-CN': '出发', 'en-US': 'Departures' };
    expect(pickText(zhEn, 'fr-FR')).toBe('Departures');
    expect(pickText(zhEn, 'ko-KR')).toBe('Departures');
    expect(pickText({ 'zh-CN': '出发' }, 'ko-KR')).toBe('出发');
    expect(pickText({ 'en-US': 'Departures', 'fr-FR': 'Départs' }, 'zh-CN')).toBe('Departures');
    expect(pickText({ 'ko-KR': '출발' }, 'fr-FR')).toBe('출발');
  });

  it('treats an empty translation as missing, and unreadable JSON as no text', () => {
    expect(pickText({ 'zh-CN': '出发', 'en-US': 'Departures', 'fr-FR': '' }, 'fr-FR')).toBe(
      'Departures',
    );
    expect(pickText('not json', 'en-US')).toBe('');
    expect(hasText(i18n({ 'zh-CN': '出发', 'fr-FR': '' }), 'fr-FR')).toBe(false);
    expect(hasText(i18n(all), 'ko-KR')).toBe(true);
  });

  it('says which language it answered in', () => {
    expect(textIn({ 'zh-CN': '出发', 'en-US': 'Departures' }, 'fr-FR')).toEqual({
      text: 'Departures',
      lang: 'en-US',
    });
    expect(textIn(all, 'ko-KR')).toEqual({ text: '출발', lang: 'ko-KR' });
    expect(textIn({ 'fr-FR': 'Départs' }, 'zh-CN')).toEqual({ text: 'Départs', lang: 'fr-FR' });
    expect(textIn({}, 'en-US')).toEqual({ text: '', lang: 'en-US' });
  });
});
