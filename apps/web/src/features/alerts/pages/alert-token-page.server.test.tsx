// @vitest-environment node
// The server's render, where there is no DOM (Preact drops a <noscript>'s children in a browser).
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { testQueryClient } from '../../../test/render';
import { ConfirmAlertsPage } from './alert-token-page';

const TOKEN = 'tok.0123456789abcdef';

describe('the pages of the links in alert messages, rendered on the server (issue 22)', () => {
  it("the server's render: the heading and what the page needs, and no call", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const router = createMemoryRouter([{ path: '*', element: <ConfirmAlertsPage /> }], {
      initialEntries: [`/alerts/confirm?token=${TOKEN}`],
    });
    const html = renderToString(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(html).toContain('Flight alerts</h1>');
    expect(html).toMatch(/<noscript><p>This page needs JavaScript to turn alerts on or off/);
    expect(html).not.toContain('Turning your alerts on');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
