import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_TOKEN_HEADER } from '@can/contracts/signing';
import type { AlertSubscription } from '@can/contracts/alerts';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import AlertsPanel from './alerts-panel';

const FLIGHT_ID = '2026-11-22-D-CZ3101';
const ENDS_AT = '2026-11-22T09:05:00.000Z'; // 17:05 at the airport

const subscription = (over: Partial<AlertSubscription> = {}): AlertSubscription => ({
  id: 7,
  flightId: FLIGHT_ID,
  flightNo: 'CZ3101',
  flightDate: '2026-11-22',
  status: 'active',
  channels: ['sms'],
  mobile: '138****8000',
  email: null,
  quietHours: true,
  locale: 'en-US',
  endsAt: ENDS_AT,
  unsubscribeToken: 'unsub-token-0123456789',
  ...over,
});

type Answer = Response | (() => Response);
let api: ReturnType<typeof stubApi>;
let answers: Record<string, Answer>;

const callsTo = (path: string) => api.apiCalls().filter(([url]) => url.split('?')[0] === path);
const bodyOf = (path: string, index = 0) => {
  const call = callsTo(path)[index];
  return call ? (JSON.parse(String(call[1]?.body ?? 'null')) as unknown) : undefined;
};
const headersOf = (path: string) =>
  (callsTo(path)[0]?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  answers = {
    '/byairport-cms/captcha/create': envelope({
      uuid: 'c-1',
      img: 'data:image/svg+xml,%3Csvg%2F%3E',
      expiresInSeconds: 300,
    }),
    '/byairport-cms/alerts/sendCode': envelope(
      { resendInSeconds: 60, validForSeconds: 300 },
      200,
      'Verification code sent',
    ),
    '/byairport-cms/alerts/subscribe': envelope(
      subscription(),
      200,
      'You will get alerts for CZ3101',
    ),
    '/byairport-cms/alerts/unsubscribe': envelope(
      { flightId: FLIGHT_ID, flightNo: 'CZ3101', status: 'ended' },
      200,
      'You will no longer get alerts for CZ3101',
    ),
    '/byairport-cms/alerts/mine': envelope({ list: [] }),
  };
  api = stubApi({
    handler: (url) => {
      const answer = answers[url.split('?')[0]!];
      if (!answer) return envelope(null, 404, 'not found');
      return typeof answer === 'function' ? answer() : answer;
    },
  });
});

const renderPanel = () => renderWithApp(<AlertsPanel flightId={FLIGHT_ID} flightNo="CZ3101" />);
const status = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join(' ');

describe('the alerts panel of a flight (issue 22)', () => {
  it('a guest confirms a mobile number by SMS code, gets alerts, and stops them', async () => {
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    expect(panel.textContent).toContain('delayed by 15 minutes or more');
    const bySms = within(panel).getByRole('radio', { name: 'Text message' }) as HTMLInputElement;
    expect(bySms.checked).toBe(true);
    // No service worker here (as in development): this browser is not offered.
    expect(within(panel).queryByRole('radio', { name: 'This browser' })).toBeNull();
    expect(within(panel).queryByRole('checkbox', { name: /this browser/ })).toBeNull();
    const quiet = within(panel).getByRole('checkbox', { name: /Quiet hours/ }) as HTMLInputElement;
    expect(quiet.checked).toBe(true);

    fireEvent.input(within(panel).getByLabelText('Mobile number'), {
      target: { value: '13800138000' },
    });
    await within(panel).findByRole('button', { name: 'Picture code; select for a new picture' });
    fireEvent.input(within(panel).getByLabelText('Picture code', { exact: true }), {
      target: { value: 'ab3K' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Get code' }));
    await within(panel).findByRole('button', { name: /Resend in \d+ s/ });
    expect(bodyOf('/byairport-cms/alerts/sendCode')).toEqual({
      mobile: '13800138000',
      captchaCode: 'ab3K',
      captchaUuid: 'c-1',
    });
    // The member login's own call is not used: alerts have their own code purpose.
    expect(callsTo('/byairport-cms/sms/sendSms')).toHaveLength(0);

    fireEvent.input(within(panel).getByLabelText('Text-message code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Get text alerts' }));
    expect(await within(panel).findByText('You will get alerts for CZ3101')).toBeTruthy();
    expect(bodyOf('/byairport-cms/alerts/subscribe')).toEqual({
      flightId: FLIGHT_ID,
      mobile: '13800138000',
      smsCode: '123456',
      quietHours: true,
    });
    expect(headersOf('/byairport-cms/alerts/subscribe')[MEMBER_TOKEN_HEADER]).toBeUndefined();
    const result = within(panel).getByTestId('alert-subscription');
    expect(result.textContent).toContain('Alerts on');
    expect(result.textContent).toContain('138****8000');
    expect(result.textContent).toMatch(/Ends by itself\w{3} 22 Nov 17:05/);
    // The form is gone: the status line holds the focus.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('You will get alerts for CZ3101'),
    );
    expect(callsTo('/byairport-cms/alerts/mine')).toHaveLength(0);

    fireEvent.click(within(panel).getByRole('button', { name: 'Stop alerts' }));
    expect(
      await within(panel).findByText('You will no longer get alerts for CZ3101.'),
    ).toBeTruthy();
    expect(bodyOf('/byairport-cms/alerts/unsubscribe')).toEqual({
      token: 'unsub-token-0123456789',
    });
    expect(within(panel).queryByTestId('alert-subscription')).toBeNull();
    expect(within(panel).getByRole('radio', { name: 'Text message' })).toBeTruthy();
  });

  it('checks the number and code before any call, each error tied to its field', async () => {
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    fireEvent.input(within(panel).getByLabelText('Mobile number'), {
      target: { value: '1380013' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Get text alerts' }));
    const error = await within(panel).findByText(
      'Please enter an 11-digit mobile number (7 digits entered)',
    );
    const mobile = within(panel).getByLabelText('Mobile number');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(mobile.getAttribute('aria-describedby')).toContain(error.id);
    expect(await within(panel).findByText('Please enter the text-message code')).toBeTruthy();
    expect(callsTo('/byairport-cms/alerts/subscribe')).toHaveLength(0);
  });

  it('a guest gives an e-mail address: the link is mailed and the alerts wait for it', async () => {
    answers['/byairport-cms/alerts/subscribe'] = envelope(
      subscription({ status: 'pending', channels: ['email'], mobile: null, email: 'l***@x.com' }),
      200,
      'We sent a link to l***@x.com',
    );
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'E-mail' }));
    expect(within(panel).queryByLabelText('Mobile number')).toBeNull();
    // No quiet hours for e-mail: they are about text messages at night.
    expect(within(panel).queryByRole('checkbox')).toBeNull();

    const email = within(panel).getByLabelText('E-mail address');
    fireEvent.input(email, { target: { value: 'li@x' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Get e-mail alerts' }));
    const error = await within(panel).findByText(
      'Please enter a valid e-mail address, such as name@example.com',
    );
    expect(email.getAttribute('aria-describedby')).toContain(error.id);
    expect(callsTo('/byairport-cms/alerts/subscribe')).toHaveLength(0);

    fireEvent.input(email, { target: { value: ' li@x.com ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Get e-mail alerts' }));
    expect(await within(panel).findByText('We sent a link to l***@x.com')).toBeTruthy();
    expect(bodyOf('/byairport-cms/alerts/subscribe')).toEqual({
      flightId: FLIGHT_ID,
      email: 'li@x.com',
    });
    const result = within(panel).getByTestId('alert-subscription');
    expect(result.textContent).toContain('Waiting for you to open the link');
    expect(result.textContent).toContain('l***@x.com');
    expect(result.textContent).not.toContain('Quiet hours');
    expect(within(result).getByRole('button', { name: 'Stop alerts' })).toBeTruthy();
  });

  it("puts the server's word on a refused address under the field", async () => {
    answers['/byairport-cms/alerts/subscribe'] = envelope(
      null,
      400,
      'This e-mail address cannot receive alerts',
    );
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'E-mail' }));
    const email = within(panel).getByLabelText('E-mail address');
    fireEvent.input(email, { target: { value: 'li@example.invalid' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Get e-mail alerts' }));
    const error = await within(panel).findByText('This e-mail address cannot receive alerts');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('shows a refused SMS code beside the form, as an alert', async () => {
    answers['/byairport-cms/alerts/subscribe'] = envelope(
      null,
      400,
      'The verification code is wrong or has expired',
    );
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    fireEvent.input(within(panel).getByLabelText('Mobile number'), {
      target: { value: '13800138000' },
    });
    fireEvent.input(within(panel).getByLabelText('Text-message code'), {
      target: { value: '000000' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Get text alerts' }));
    const alert = await within(panel).findByText('The verification code is wrong or has expired');
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(panel).queryByTestId('alert-subscription')).toBeNull();
  });

  it('a member gets alerts with one button, by SMS to the login mobile', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-member');
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    const button = await within(panel).findByRole('button', { name: 'Get alerts' });
    expect(panel.textContent).toContain('mobile number you log in with');
    expect(within(panel).queryByLabelText('Mobile number')).toBeNull();
    const channels = within(panel).getByRole('group', { name: 'Send alerts by' });
    const sms = within(channels).getByRole('checkbox', { name: 'Text message' });
    expect((sms as HTMLInputElement).checked).toBe(true);
    expect(
      (within(channels).getByRole('checkbox', { name: 'E-mail' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(within(channels).queryByRole('checkbox', { name: 'This browser' })).toBeNull();
    fireEvent.click(within(panel).getByRole('checkbox', { name: /Quiet hours/ }));
    fireEvent.click(button);
    expect(await within(panel).findByText('You will get alerts for CZ3101')).toBeTruthy();
    expect(bodyOf('/byairport-cms/alerts/subscribe')).toEqual({
      flightId: FLIGHT_ID,
      channels: ['sms'],
      quietHours: false,
    });
    expect(headersOf('/byairport-cms/alerts/subscribe')[MEMBER_TOKEN_HEADER]).toBe('tok-member');
    expect(within(panel).getByTestId('alert-subscription').textContent).toContain('138****8000');
    expect(within(panel).getByRole('button', { name: 'Stop alerts' })).toBeTruthy();
  });

  it("a member who already gets this flight's alerts sees them, not the button", async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-member');
    answers['/byairport-cms/alerts/mine'] = envelope({
      list: [subscription({ id: 3, flightId: 'other', flightNo: 'MU5100' }), subscription()],
    });
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    const result = await within(panel).findByTestId('alert-subscription');
    expect(result.textContent).toContain('Alerts on');
    expect(within(panel).queryByRole('button', { name: 'Get alerts' })).toBeNull();
    expect(status(panel)).toBe('');
  });

  it("shows the server's refusal of a member's subscription (too many flights)", async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-member');
    answers['/byairport-cms/alerts/subscribe'] = envelope(
      null,
      601,
      'You already get alerts for 10 flights',
    );
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Get alerts' }));
    const alert = await within(panel).findByText('You already get alerts for 10 flights');
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(
      (within(panel).getByRole('button', { name: 'Get alerts' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    // Not about an e-mail address: no way to the profile is offered.
    expect(within(panel).queryByRole('link', { name: /member centre/ })).toBeNull();
  });

  it('a member chooses e-mail; refused for want of an address, the way to the profile is shown', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-member');
    answers['/byairport-cms/alerts/subscribe'] = envelope(
      null,
      601,
      'Add and confirm an e-mail address in your profile first',
    );
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    const channels = await within(panel).findByRole('group', { name: 'Send alerts by' });
    fireEvent.click(within(channels).getByRole('checkbox', { name: 'Text message' }));
    // Quiet hours are about text messages: gone with them.
    expect(within(panel).queryByRole('checkbox', { name: /Quiet hours/ })).toBeNull();
    fireEvent.click(within(channels).getByRole('checkbox', { name: 'E-mail' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Get alerts' }));
    const alert = await within(panel).findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe('Add and confirm an e-mail address in your profile first'),
    );
    expect(bodyOf('/byairport-cms/alerts/subscribe')).toEqual({
      flightId: FLIGHT_ID,
      channels: ['email'],
      quietHours: true,
    });
    const profile = within(panel).getByRole('link', {
      name: 'Add an e-mail address in the member centre',
    });
    expect(profile.getAttribute('href')).toBe('/user/index');
  });

  it('a member with no channel chosen is told so, and nothing is sent', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-member');
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    const channels = await within(panel).findByRole('group', { name: 'Send alerts by' });
    fireEvent.click(within(channels).getByRole('checkbox', { name: 'Text message' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Get alerts' }));
    // The refusal line is an alert region present from the start: wait for its words.
    const refusal = await within(panel).findByText('Choose at least one way to get alerts.');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(callsTo('/byairport-cms/alerts/subscribe')).toHaveLength(0);
  });
});
