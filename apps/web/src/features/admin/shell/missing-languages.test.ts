import { describe, expect, it } from 'vitest';
import { isTranslatedText, missingLanguages, translatedPaths } from './missing-languages';

const text = (zh: string, en: string, fr = '', ko = '') => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': fr,
  'ko-KR': ko,
});

describe('missing languages of a back-office record', () => {
  it('knows a translated text from the other values of a record', () => {
    expect(isTranslatedText(text('名称', 'Name'))).toBe(true);
    // A form's input may leave the optional languages out.
    expect(isTranslatedText({ 'zh-CN': '名称', 'en-US': 'Name' })).toBe(true);
    expect(isTranslatedText({})).toBe(false);
    expect(isTranslatedText({ 'zh-CN': '名称', code: 'T3' })).toBe(false);
    expect(isTranslatedText({ 'zh-CN': 3 })).toBe(false);
    expect(isTranslatedText(['zh-CN'])).toBe(false);
    expect(isTranslatedText('名称')).toBe(false);
  });

  it('finds the translated texts of a record, nested ones included, by their paths', () => {
    const route = {
      id: 7,
      name: text('机场快线', 'Airport Express'),
      fare: 20,
      timetable: [{ terminal: 'T3', times: ['07:00'], note: text('首班', 'First') }],
      notes: text('', ''),
    };
    expect(translatedPaths(route)).toEqual(['name', 'timetable.0.note', 'notes']);
    expect(translatedPaths(text('名称', 'Name'))).toEqual([]);
  });

  it('says which languages a record lacks, in the order of the languages', () => {
    const question = {
      id: 11,
      question: text('充电宝能带上飞机吗？', 'May I take a power bank on board?', 'Batterie ?'),
      answer: text('<p>可以。</p>', '<p>Yes.</p>', '', '<p>네.</p>'),
      visible: true,
    };
    // French lacks its answer, Korean its question.
    expect(missingLanguages(question)).toEqual(['fr-FR', 'ko-KR']);
    expect(missingLanguages({ name: text('名称', 'Name', 'Nom', '이름'), sort: 0 })).toEqual([]);
    // Whitespace is not a translation.
    expect(missingLanguages({ name: text('名称', 'Name', ' ', '이름') })).toEqual(['fr-FR']);
    // A language left out of the object is missing too.
    expect(missingLanguages({ name: { 'zh-CN': '名称', 'en-US': 'Name' } })).toEqual([
      'fr-FR',
      'ko-KR',
    ]);
  });

  it('does not hold an optional text left out in every language against any of them', () => {
    const picture = { title: text('T3 夜景', 'T3 at dusk', 'T3 au crépuscule', 'T3 야경') };
    expect(missingLanguages({ ...picture, content: text('', '') })).toEqual([]);
    expect(missingLanguages({ ...picture, content: text('说明', '') })).toEqual([
      'en-US',
      'fr-FR',
      'ko-KR',
    ]);
  });

  it('counts every language as missing in a blank record, and none in a record without texts', () => {
    expect(missingLanguages({ name: text('', ''), sort: 0 })).toEqual([
      'zh-CN',
      'en-US',
      'fr-FR',
      'ko-KR',
    ]);
    expect(missingLanguages({ id: 1, path: '/guide' })).toEqual([]);
    expect(missingLanguages([{ name: text('名称', 'Name') }])).toEqual(['fr-FR', 'ko-KR']);
  });
});
