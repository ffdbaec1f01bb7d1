import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ConfirmEmailPage } from './confirm-email-page';

const TOKEN = 'e.1.1790000000000.abcdefgh.signature012';
let api: ReturnType<typeof stubApi>;
let answer: Response;
beforeEach(() => {
  answer = envelope(
    { email: 'l***@example.com', emailPending: null },
    200,
    'Your e-mail address is confirmed',
  );
  api = stubApi({ handler: () => answer });
});
const calls = () => api.apiCalls().map(([url, init]) => [url, JSON.parse(String(init?.body))]);

describe('the page of the link that confirms a member address (issue 22)', () => {
  it('sends the token once the page is shown, then says so, with the way to the centre', async () => {
    renderWithApp(<ConfirmEmailPage />, { path: `/member/confirmEmail?token=${TOKEN}` });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Confirm your e-mail address',
    );
    const result = await screen.findByTestId('member-email-result');
    expect(result.textContent).toBe('Your e-mail address is confirmed');
    expect(screen.getByRole('link', { name: 'Go to the member centre' }).getAttribute('href')).toBe(
      '/user/index',
    );
    expect(calls()).toEqual([['/byairport-cms/user/confirmEmail', { token: TOKEN }]]);
  });

  it("a refused link: the server's words", async () => {
    answer = envelope(null, 601, 'This link is not valid or has expired');
    renderWithApp(<ConfirmEmailPage />, { path: `/member/confirmEmail?token=${TOKEN}` });
    const error = await screen.findByTestId('member-email-error');
    expect(error.textContent).toContain('This link is not valid or has expired');
  });

  it('a link cut short sends nothing', async () => {
    renderWithApp(<ConfirmEmailPage />, { path: '/member/confirmEmail?token=abc' });
    expect(
      await screen.findByText('This link is incomplete; open it again from the e-mail.'),
    ).toBeTruthy();
    expect(calls()).toEqual([]);
  });
});
