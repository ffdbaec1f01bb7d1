import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { envelope, stubApi } from '../test/fake-api';
import { lastFrame } from '../test/page-frame-mock';
import { testQueryClient } from '../test/render';
import { AppProviders } from './providers';
import { appRoutes } from './router';

// The frame has its own tests (shell/); here it only records what the routes give it.
vi.mock('../shell/page-frame', () => import('../test/page-frame-mock'));

function renderAt(path: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  stubApi({
    handler: () =>
      envelope({
        date: '2025-11-22',
        tempMin: '16',
        tempMax: '25',
        iconDay: '101',
        textDay: 'Cloudy',
        fxLink: '',
        source: 'climatology',
      }),
  });
});

describe('routes', () => {
  it('renders the home page in the frame at /', async () => {
    renderAt('/');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Welcome to Guangzhou Baiyun International Airport');
    expect(lastFrame()).toMatchObject({ variant: 'full', banner: 'home', title: 'Home' });
    expect(await screen.findByRole('img', { name: 'Cloudy' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Official website'));
  });

  it('has quick links to flights, check-in, transport and the member centre', async () => {
    renderAt('/');
    const nav = await screen.findByRole('region', { name: 'Quick links' });
    const links = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/flight/departures', '/service/checkIn', '/traffic', '/user/index']);
  });

  it('shows the not-found page at /404', async () => {
    renderAt('/404');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Page not found');
    expect(lastFrame()).toMatchObject({ variant: 'full', banner: 'none' });
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('redirects unknown paths to /', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Welcome');
  });
});
