import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubApi } from '../../../test/fake-api';
import { fakeCms, summary } from '../../../test/fake-cms';
import { renderWithApp } from '../../../test/render';
import { HomeNews } from './home-news';

describe('HomeNews', () => {
  it('shows the newest three notices and news, each linked, with a way to all of them', async () => {
    stubApi({
      handler: fakeCms({
        folders: {
          'airport-notice': [9750, 9751, 9752, 9753].map((id) =>
            summary(id, 'airport-notice', `Notice ${id}`),
          ),
          headline: [9801, 9802].map((id) => summary(id, 'headline', `News ${id}`)),
        },
      }),
    });
    renderWithApp(<HomeNews />);
    const notices = await screen.findByRole('region', { name: 'Airport notices' });
    await within(notices).findByText('Notice 9750');
    const links = within(notices).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/notice/airport',
      '/notice/airportDetail?articleId=9750&urlKey=airport-notice&showDate=1',
      '/notice/airportDetail?articleId=9751&urlKey=airport-notice&showDate=1',
      '/notice/airportDetail?articleId=9752&urlKey=airport-notice&showDate=1',
    ]);
    const news = screen.getByRole('region', { name: 'News' });
    await within(news).findByText('News 9802');
    expect(
      within(news)
        .getByRole('link', { name: /See all/ })
        .getAttribute('href'),
    ).toBe('/headline/list');
  });
});
