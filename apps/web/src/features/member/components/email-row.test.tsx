import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberProfile } from '@can/contracts/member';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { memberKeys } from '../api/member-keys';
import { EmailRow } from './email-row';

const profile = (over: Partial<MemberProfile> = {}): MemberProfile => ({
  mobile: '139****5678',
  nickname: 'Lin',
  avatar: 'plane',
  email: null,
  emailPending: null,
  memberSince: '2026-11-01T10:00:00+08:00',
  pointBalance: 100,
  ...over,
});

let api: ReturnType<typeof stubApi>;
let answer: Response;
beforeEach(() => {
  answer = envelope(
    { email: null, emailPending: 'l***@example.com' },
    200,
    'A confirmation link was sent to l***@example.com',
  );
  api = stubApi({ handler: () => answer });
});
const calls = () => api.apiCalls().map(([url, init]) => [url, JSON.parse(String(init?.body))]);

describe("the member's e-mail address for flight alerts (issue 22)", () => {
  it('shows none, the waiting address, or the confirmed one', () => {
    const { unmount } = renderWithApp(<EmailRow profile={profile()} />);
    expect(screen.getByTestId('member-email').textContent).toBe('None added');
    expect(screen.queryByRole('button', { name: 'Remove the address' })).toBeNull();
    unmount();
    renderWithApp(
      <EmailRow
        profile={profile({ email: 'l***@example.com', emailPending: 'n***@example.com' })}
      />,
    );
    expect(screen.getByTestId('member-email').textContent).toBe(
      'l***@example.com (n***@example.com is waiting for confirmation: check your inbox)',
    );
    expect(screen.getByLabelText('Change the e-mail address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the address' })).toBeTruthy();
  });

  it('sends the address and says where the link went', async () => {
    renderWithApp(<EmailRow profile={profile()} />);
    fireEvent.input(screen.getByLabelText('Add an e-mail address'), {
      target: { value: 'lin@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    await waitFor(() =>
      expect(screen.getByTestId('member-email-status').textContent).toBe(
        'A confirmation link was sent to l***@example.com',
      ),
    );
    expect(calls()).toEqual([['/byairport-cms/user/setEmail', { email: 'lin@example.com' }]]);
  });

  it("shows a refused address's reason under the field", async () => {
    answer = envelope(null, 400, 'The e-mail address is not valid');
    renderWithApp(<EmailRow profile={profile()} />);
    const field = screen.getByLabelText('Add an e-mail address');
    fireEvent.input(field, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(field.getAttribute('aria-describedby')!);
    expect(described?.textContent).toContain('The e-mail address is not valid');
    expect(screen.getByTestId('member-email-status').textContent).toBe('');
  });

  it('removing a waiting address clears it from the cached profile, and says so', async () => {
    answer = envelope({ email: null, emailPending: null }, 200, 'The address was removed');
    const waiting = profile({ emailPending: 'n***@example.com' });
    const { queryClient } = renderWithApp(<EmailRow profile={waiting} />);
    queryClient.setQueryData(memberKeys.profile(), waiting);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the address' }));
    await waitFor(() =>
      expect(queryClient.getQueryData<MemberProfile>(memberKeys.profile())?.emailPending).toBe(
        null,
      ),
    );
    expect(queryClient.getQueryData<MemberProfile>(memberKeys.profile())).toEqual({
      ...waiting,
      emailPending: null,
    });
    expect(calls()).toEqual([['/byairport-cms/user/removeEmail', {}]]);
    // The status line is in the page all along (a live region must exist before it speaks).
    expect(screen.getByTestId('member-email-status').textContent).toBe('The address was removed');
  });
});
