import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import LoginPage from './login-page';

const PROFILE = {
  mobile: '138****8000',
  nickname: '白云旅客8000',
  avatar: 'kapok',
  email: null,
  emailPending: null,
  memberSince: '2026-11-22T01:00:00.000Z',
  pointBalance: 100,
};
const FOLLOWED = { flightNo: 'CZ3101', flightDate: '2026-11-22', depOrArr: 'D' };

let api: ReturnType<typeof stubApi>;
const bodyOf = (path: string) => {
  const call = api.apiCalls().find(([url]) => url.startsWith(path));
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.followedFlights, JSON.stringify([FOLLOWED]));
  api = stubApi({
    handler: (url) => {
      const path = url.split('?')[0];
      if (path === '/byairport-cms/captcha/create')
        return envelope({
          uuid: 'c-1',
          img: 'data:image/svg+xml,%3Csvg%2F%3E',
          expiresInSeconds: 300,
        });
      if (path === '/byairport-cms/sms/sendSms')
        return envelope(
          { resendInSeconds: 60, validForSeconds: 300 },
          200,
          'Verification code sent',
        );
      if (path === '/byairport-cms/user/login')
        return envelope({
          tokenMap: { access_token: 'tok-abc', expires_in: 604_800 },
          firstLogin: true,
        });
      if (path === '/byairport-cms/user/followFlights') return envelope({ followed: 1 });
      if (path === '/byairport-cms/user/profile') return envelope(PROFILE);
      return envelope(null, 404, 'not found');
    },
  });
});

function renderLogin() {
  return renderWithApp(
    <Routes>
      <Route path="/user/login" element={<LoginPage />} />
      <Route path="/user/index" element={<p>member centre</p>} />
    </Routes>,
    { path: '/user/login' },
  ).router;
}

describe('login page (spec sections 3–5)', () => {
  it('states the digits entered and refuses a short number before any SMS call', async () => {
    renderLogin();
    const mobile = await screen.findByLabelText('Mobile number');
    fireEvent.input(mobile, { target: { value: '1380013800' } });
    expect(await screen.findByText('10/11 digits entered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(
      await screen.findByText('Please enter an 11-digit mobile number (10 digits entered)'),
    ).toBeTruthy();
    expect(await screen.findByText('Please enter the picture code')).toBeTruthy();
    expect(bodyOf('/byairport-cms/sms/sendSms')).toBeUndefined();
  });

  it('sends the code with the picture answer, counts down, logs in, stores the session and uploads followed flights', async () => {
    const router = renderLogin();
    fireEvent.input(await screen.findByLabelText('Mobile number'), {
      target: { value: '13800138000' },
    });
    await screen.findByRole('button', { name: 'Picture code; select for a new picture' });
    fireEvent.input(screen.getByLabelText('Picture code', { exact: true }), {
      target: { value: 'ab3K' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    const resend = await screen.findByRole('button', { name: /Resend in \d+ s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(bodyOf('/byairport-cms/sms/sendSms')).toEqual({
      mobile: '13800138000',
      captchaCode: 'ab3K',
      captchaUuid: 'c-1',
    });

    fireEvent.input(screen.getByLabelText('Text-message code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Text-message code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/index'));
    expect(bodyOf('/byairport-cms/user/login')).toEqual({ mobile: '13800138000', code: '123456' });
    expect(bodyOf('/byairport-cms/user/followFlights')).toEqual({ flights: [FOLLOWED] });
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBe('tok-abc');
    expect(localStorage.getItem(STORAGE_KEYS.memberImage)).toMatch(/^data:image\/svg\+xml,/);
  });

  it('keeps the field to 11 digits, whatever is typed', async () => {
    renderLogin();
    const mobile = (await screen.findByLabelText('Mobile number')) as HTMLInputElement;
    fireEvent.input(mobile, { target: { value: '138-0013-8000 99ab' } });
    expect(mobile.value).toBe('13800138000');
    expect(await screen.findByText('11/11 digits entered')).toBeTruthy();
  });

  it('a picture code the server no longer knows (say, after a restart): a new picture and one calm line', async () => {
    const calm = 'The picture code has expired; here is a new picture: please type its code';
    let pictures = 0;
    api.setHandler((url) => {
      const path = url.split('?')[0];
      if (path === '/byairport-cms/captcha/create') {
        pictures++;
        return envelope({
          uuid: `c-${pictures}`,
          img: 'data:image/svg+xml,%3Csvg%2F%3E',
          expiresInSeconds: 300,
        });
      }
      if (path === '/byairport-cms/sms/sendSms') return envelope(null, 601, calm);
      return envelope(null, 404, 'not found');
    });
    renderLogin();
    fireEvent.input(await screen.findByLabelText('Mobile number'), {
      target: { value: '13800138000' },
    });
    await screen.findByRole('button', { name: 'Picture code; select for a new picture' });
    const picture = screen.getByLabelText('Picture code', { exact: true }) as HTMLInputElement;
    fireEvent.input(picture, { target: { value: 'ab3K' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findAllByText(calm)).not.toHaveLength(0);
    await waitFor(() => expect(pictures).toBe(2));
    expect(picture.value).toBe('');
  });
});
