import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ArticlePreviewPage } from './article-preview-page';

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz012345';
const draft = {
  id: 0,
  kind: 'notification',
  urlKey: 'notification',
  title: 'T3 departures kerb closed tonight',
  summary: 'Drop off on the arrivals level',
  publishedAt: '2026-11-22T09:00:00+08:00',
  updatedAt: '2026-11-22T09:00:00+08:00',
  lang: 'en-US',
  content: '<p>From <strong>22:00</strong></p>',
  contentLang: 'en-US',
  folderName: '',
  counterpartId: null,
  previous: null,
  next: null,
  locale: 'en-US',
};

describe('ArticlePreviewPage (article/preview)', () => {
  it('shows the draft with the public article view under a "not published" note', async () => {
    const api = stubApi({
      handler: (url) =>
        url.startsWith('/byairport-cms/admin/articles/preview') ? envelope(draft) : envelope(null),
    });
    renderWithApp(<ArticlePreviewPage />, { path: `/preview/article?token=${TOKEN}` });
    const article = await screen.findByTestId('article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(draft.title);
    expect(article.querySelector('strong')?.textContent).toBe('22:00');
    expect(screen.getByRole('note').textContent).toContain('not published');
    expect(article.closest('[lang]')?.getAttribute('lang')).toBe('en-US');
    // A staff call: the member token never goes with it.
    expect(api.headersOf(0)).not.toHaveProperty('authenticated_token');
  });

  it('asks staff to sign in to the back office without touching the member session', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'member-token');
    stubApi({ handler: () => envelope(null, 401, 'Please sign in to the back office') });
    renderWithApp(<ArticlePreviewPage />, { path: `/preview/article?token=${TOKEN}` });
    const state = await screen.findByTestId('content-empty');
    expect(state.textContent).toContain('Previews are for staff only');
    expect(
      within(state).getByRole('link', { name: 'Sign in to the back office' }).getAttribute('href'),
    ).toBe('/admin/login');
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBe('member-token');
  });

  it('says when the preview has expired, or the link has no token', async () => {
    stubApi({ handler: () => envelope(null, 601, 'This preview has expired') });
    const { unmount } = renderWithApp(<ArticlePreviewPage />, {
      path: `/preview/article?token=${TOKEN}`,
    });
    expect((await screen.findByTestId('content-empty')).textContent).toContain(
      'This preview has expired',
    );
    unmount();
    renderWithApp(<ArticlePreviewPage />, { path: '/preview/article' });
    expect(screen.getByTestId('content-empty').textContent).toContain('This preview has expired');
  });
});
