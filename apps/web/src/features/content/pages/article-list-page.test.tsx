import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubApi } from '../../../test/fake-api';
import { fakeCms } from '../../../test/fake-cms';
import { renderWithApp } from '../../../test/render';
import { ArticleListPage } from './article-list-page';

describe('ArticleListPage (article/list)', () => {
  it('lists the newest notices with their dates, each opening its detail page', async () => {
    stubApi({ handler: fakeCms() });
    renderWithApp(
      <ArticleListPage urlKey="airport-notice" showDate="1" routeTitle="Airport notices" />,
      { path: '/notice/airport' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Airport notices');
    expect(screen.getByTestId('content-loading')).toBeTruthy();
    const list = await screen.findByTestId('article-list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]?.querySelector('time')?.textContent).toMatch(/2025-11-21$/);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(
      '/notice/airportDetail?articleId=9711&urlKey=airport-notice&showDate=1',
    );
    expect(document.title).toBe('Airport notices | Guangzhou Baiyun International Airport');
  });

  it('pages through the list with ?pageNum', async () => {
    stubApi({ handler: fakeCms() });
    renderWithApp(<ArticleListPage urlKey="airport-notice" showDate="1" />, {
      path: '/notice/airport?pageNum=2',
    });
    const list = await screen.findByTestId('article-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.textContent).toContain('Page 2 of 2');
    expect(
      within(pager)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/notice/airport');
    expect(within(pager).queryByRole('link', { name: /Next/ })).toBeNull();
  });

  it('shows no dates without showDate', async () => {
    stubApi({ handler: fakeCms() });
    renderWithApp(<ArticleListPage urlKey="airport-notice" />);
    const list = await screen.findByTestId('article-list');
    expect(list.querySelector('time')).toBeNull();
  });

  it('says when nothing has been published', async () => {
    stubApi({ handler: fakeCms() });
    renderWithApp(<ArticleListPage urlKey="company-notice" routeTitle="Company announcements" />);
    const empty = await screen.findByTestId('content-empty');
    expect(empty.textContent).toContain('Nothing published yet');
  });
});
