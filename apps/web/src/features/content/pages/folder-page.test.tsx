import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, stubApi } from '../../../test/fake-api';
import { fakeCms, summary } from '../../../test/fake-cms';
import { renderWithApp } from '../../../test/render';
import { FolderPage } from './folder-page';

describe('FolderPage (content/folder)', () => {
  it('shows a skeleton, then the single page article of the folder in full', async () => {
    stubApi({ handler: fakeCms() });
    renderWithApp(<FolderPage urlKey="visa-free" routeTitle="Visa-free transit" />);
    expect(screen.getByTestId('content-loading')).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('240-hour visa-free transit');
    expect(screen.getByTestId('article').textContent).toContain('240-hour visa-free transit body');
    await waitFor(() =>
      expect(document.title).toBe(
        '240-hour visa-free transit | Guangzhou Baiyun International Airport',
      ),
    );
  });

  it('reads the URL-encoded urlKey prop, and the query when there is no prop', async () => {
    const api = stubApi({ handler: fakeCms() });
    renderWithApp(<FolderPage urlKey="visa%2Dfree" />);
    await screen.findByTestId('article');
    const listCall = api.apiCalls().find(([url]) => url.includes('/article/list'));
    expect(listCall?.[0]).toContain('urlKey=visa-free');
  });

  it('lists several page articles, each opening its detail', async () => {
    const folders = {
      guides: [summary(1, 'guides', 'First guide'), summary(2, 'guides', 'Second guide')],
    };
    stubApi({ handler: fakeCms({ folders }) });
    renderWithApp(<FolderPage routeTitle="Guides" />, { path: '/pri/detail?urlKey=guides' });
    const list = await screen.findByTestId('article-list');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Guides');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/summary/detail?articleId=1&urlKey=guides',
      '/summary/detail?articleId=2&urlKey=guides',
    ]);
  });

  it('shows the designed empty state when the folder has no page yet', async () => {
    stubApi({ handler: fakeCms() });
    renderWithApp(<FolderPage urlKey="corporate-honor" routeTitle="Honours and awards" />);
    const empty = await screen.findByTestId('content-empty');
    expect(within(empty).getByRole('heading', { level: 1 }).textContent).toBe('Honours and awards');
    expect(
      within(empty).getByRole('link', { name: 'Back to the home page' }).getAttribute('href'),
    ).toBe('/');
    expect(
      within(empty)
        .getByRole('link', { name: /Service hotline/ })
        .getAttribute('href'),
    ).toMatch(/^tel:/);
  });

  it('offers a retry after a failure, which loads the page', async () => {
    const api = stubApi({ handler: () => envelope(null, 500, 'down') });
    renderWithApp(<FolderPage urlKey="visa-free" routeTitle="Visa-free transit" />);
    const error = await screen.findByTestId('content-error');
    expect(error.getAttribute('role')).toBe('alert');
    api.setHandler(fakeCms());
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('article')).toBeTruthy();
  });
});
