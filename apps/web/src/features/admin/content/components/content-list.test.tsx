import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminArticlePage } from '@can/contracts/admin-content';
import { envelope, stubApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { ARTICLES_AREA } from '../model/content-area';
import { ContentList } from './content-list';

const item = (id: number, title: string, missing: AdminArticlePage['list'][number]['missing']) => ({
  id,
  kind: 'airport-notice' as const,
  urlKey: 'airport-notice',
  status: 'draft' as const,
  title,
  locales: ['zh-CN' as const, 'en-US' as const],
  missing,
  publishedAt: null,
  updatedAt: '2026-11-22T01:00:00.000Z',
});

function fakeList() {
  const asked: URLSearchParams[] = [];
  stubApi({
    handler: (url) => {
      const query = new URL(url, 'http://localhost').searchParams;
      asked.push(query);
      const missing = query.get('missing');
      const list = [
        item(1, 'Runway works at night', ['fr-FR', 'ko-KR']),
        item(2, 'New lounge in T3', []),
      ].filter((a) => !missing || a.missing.includes(missing as 'fr-FR'));
      const page: AdminArticlePage = {
        list,
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: list.length,
      };
      return envelope(page);
    },
  });
  return { asked };
}

describe('content list', () => {
  it('marks an item lacking languages, and asks the server for those lacking French', async () => {
    const { asked } = fakeList();
    renderWithApp(<ContentList area={ARTICLES_AREA} />, { path: '/admin/articles' });
    const table = await screen.findByRole('table');
    const works = within(table).getByRole('row', { name: /Runway works/ });
    expect(within(works).getByText('Missing: French and Korean')).toBeTruthy();
    expect(within(works).getByTitle('French').textContent).toBe('FR');
    const lounge = within(table).getByRole('row', { name: /New lounge/ });
    expect(lounge.textContent).not.toContain('Missing');

    fireEvent.change(screen.getByLabelText('Translations'), { target: { value: 'fr-FR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(asked.at(-1)?.get('missing')).toBe('fr-FR'));
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /New lounge/ })).toBeNull(),
    );
    expect((screen.getByLabelText('Translations') as HTMLSelectElement).value).toBe('fr-FR');
  });
});
