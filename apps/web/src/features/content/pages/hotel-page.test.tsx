import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubApi } from '../../../test/fake-api';
import { fakeCms, summary } from '../../../test/fake-cms';
import { renderWithApp } from '../../../test/render';
import { HotelPage } from './hotel-page';

describe('HotelPage (hotel/detail)', () => {
  it("shows the article of the hotel's own folder, under the hotels page", async () => {
    const api = stubApi({
      handler: fakeCms({
        folders: { 'hotel-daisi': [summary(9873, 'hotel-daisi', 'Days Hotel Baiyun Airport')] },
      }),
    });
    renderWithApp(<HotelPage urlKey="hotels" routeTitle="Days Hotel" />, {
      path: '/hotelDetail/daisi',
    });
    const article = await screen.findByTestId('article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(
      'Days Hotel Baiyun Airport',
    );
    const crumbs = within(article).getByRole('navigation', { name: 'You are here' });
    expect(
      within(crumbs).getByRole('link', { name: 'All airport hotels' }).getAttribute('href'),
    ).toBe('/passenger-service/hotels');
    const listCall = api.apiCalls().find(([url]) => url.includes('/article/list'));
    expect(listCall?.[0]).toContain('urlKey=hotel-daisi');
  });
});
