import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ConfirmAlertsPage, UnsubscribeAlertsPage } from './alert-token-page';

const TOKEN = 'tok.0123456789abcdef';
let api: ReturnType<typeof stubApi>;
let answer: Response;

beforeEach(() => {
  answer = envelope({ flightId: '2026-11-22-D-CZ3101', flightNo: 'CZ3101', status: 'active' });
  api = stubApi({ handler: () => answer });
});

const calls = () => api.apiCalls().map(([url, init]) => [url, JSON.parse(String(init?.body))]);

describe('the pages of the links in alert messages (issue 22)', () => {
  it('confirm: sends the token once after the page is shown, then says the alerts are on', async () => {
    renderWithApp(<ConfirmAlertsPage />, { path: `/alerts/confirm?token=${TOKEN}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Flight alerts');
    const result = await screen.findByTestId('alert-token-result');
    expect(result.textContent).toBe('Alerts for CZ3101 are on.');
    expect(result.getAttribute('role')).toBe('status');
    const flight = screen.getByRole('link', { name: 'See flight CZ3101' });
    expect(flight.getAttribute('href')).toBe('/flight/detail?flightId=2026-11-22-D-CZ3101');
    expect(calls()).toEqual([['/byairport-cms/alerts/confirm', { token: TOKEN }]]);
    expect(document.title).toBe('Flight alerts | Guangzhou Baiyun International Airport');
  });

  it("sends one call under React's development double effects too", async () => {
    renderWithApp(
      <StrictMode>
        <ConfirmAlertsPage />
      </StrictMode>,
      { path: `/alerts/confirm?token=${TOKEN}` },
    );
    expect((await screen.findByTestId('alert-token-result')).textContent).toBe(
      'Alerts for CZ3101 are on.',
    );
    expect(calls()).toHaveLength(1);
  });

  it('unsubscribe: says the alerts have ended', async () => {
    answer = envelope({ flightId: '2026-11-22-D-CZ3101', flightNo: 'CZ3101', status: 'ended' });
    renderWithApp(<UnsubscribeAlertsPage />, { path: `/alerts/unsubscribe?token=${TOKEN}` });
    const result = await screen.findByTestId('alert-token-result');
    expect(result.textContent).toBe('You will no longer get alerts for CZ3101.');
    expect(calls()).toEqual([['/byairport-cms/alerts/unsubscribe', { token: TOKEN }]]);
  });

  it("a refused token: the server's words and a way home", async () => {
    answer = envelope(null, 400, 'This link is not valid or has expired');
    renderWithApp(<UnsubscribeAlertsPage />, { path: `/alerts/unsubscribe?token=${TOKEN}` });
    const error = await screen.findByTestId('alert-token-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('This link is not valid or has expired');
    expect(within(error).getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe(
      '/',
    );
    expect(within(error).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a link cut short: says so without a call', async () => {
    renderWithApp(<ConfirmAlertsPage />, { path: '/alerts/confirm?token=abc' });
    expect(
      await screen.findByText(
        'This link is incomplete. Please open the whole link from your message.',
      ),
    ).toBeTruthy();
    expect(api.apiCalls()).toHaveLength(0);
  });
});
