import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';

interface RenderWithAppOptions {
  path?: string;
  container?: HTMLElement;
  hydrate?: boolean;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/**
 * Renders a component inside the app's providers and a memory router at `path`; with
 * `hydrate`, takes over the markup already in `container` instead.
 */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', container, hydrate = false }: RenderWithAppOptions = {},
) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
    container ? { container, hydrate } : undefined,
  );
  return { ...view, queryClient, router };
}
