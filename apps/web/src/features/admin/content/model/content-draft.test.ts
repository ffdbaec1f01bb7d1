import { describe, expect, it } from 'vitest';
import type { AdminArticle } from '@can/contracts/admin-content';
import {
  draftProblem,
  draftsOf,
  isComplete,
  sameDrafts,
  textsOf,
  withSummariesOf,
} from './content-draft';

const item: AdminArticle = {
  id: 7,
  kind: 'notification',
  urlKey: 'notification',
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-22T01:00:00.000Z',
  texts: { 'en-US': { title: 'Fog', summary: 'Delays', content: '<p>Fog</p>' } },
};

describe('content drafts', () => {
  it('holds every language, blank where nothing is written', () => {
    const drafts = draftsOf(item);
    expect(drafts['en-US']).toEqual({ title: 'Fog', summary: 'Delays', content: '<p>Fog</p>' });
    expect(drafts['zh-CN']).toEqual({ title: '', summary: '', content: '' });
  });

  it('calls a language complete when its title and its text are both written', () => {
    expect(isComplete({ title: 'Fog', summary: '', content: '<p>Fog</p>' })).toBe(true);
    expect(isComplete({ title: 'Fog', summary: 'Delays', content: '' })).toBe(false);
    expect(isComplete({ title: ' ', summary: '', content: '<p>Fog</p>' })).toBe(false);
  });

  it('sends only the languages with something written, trimmed', () => {
    const drafts = draftsOf(item);
    drafts['zh-CN'] = { title: ' 大雾 ', summary: '', content: '<p>大雾</p>' };
    expect(textsOf(drafts)).toEqual({
      'zh-CN': { title: '大雾', summary: '', content: '<p>大雾</p>' },
      'en-US': { title: 'Fog', summary: 'Delays', content: '<p>Fog</p>' },
    });
  });

  it('names the language whose text has no title, or asks for one title at least', () => {
    const drafts = draftsOf(undefined);
    expect(draftProblem(drafts)).toEqual({ kind: 'noTitle' });
    drafts['ko-KR'].content = '<p>안개</p>';
    expect(draftProblem(drafts)).toEqual({ kind: 'titleMissing', locale: 'ko-KR' });
    drafts['ko-KR'].title = '안개';
    expect(draftProblem(drafts)).toBeNull();
  });

  it('ignores surrounding spaces when telling whether anything changed', () => {
    const a = draftsOf(item);
    const b = draftsOf(item);
    b['en-US'] = { ...b['en-US'], title: 'Fog ' };
    expect(sameDrafts(a, b)).toBe(true);
    b['en-US'] = { ...b['en-US'], content: '<p>Fog!</p>' };
    expect(sameDrafts(a, b)).toBe(false);
  });

  it('takes the summaries the server kept, leaving the rest as written', () => {
    const drafts = draftsOf(undefined);
    drafts['en-US'] = { title: 'Fog', summary: '', content: '<p>Fog this morning</p>' };
    const saved = {
      ...item,
      texts: {
        'en-US': { title: 'Fog', summary: 'Fog this morning', content: '<p>Fog this morning</p>' },
      },
    };
    const next = withSummariesOf(drafts, saved);
    expect(next['en-US']).toEqual({
      title: 'Fog',
      summary: 'Fog this morning',
      content: '<p>Fog this morning</p>',
    });
    expect(next['zh-CN']).toEqual(drafts['zh-CN']);
  });
});
