import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../lib/i18n';
import { useQuery } from '@tanstack/react-query';
import { checkinAuthForm, type CheckinAuthForm } from '@can/contracts/checkin-form';
import { phoneChars } from '../../lib/phone-field';
import { renderWithApp } from '../../test/render';
import { SmsLoginFields, useSmsLogin } from '.';

const EMPTY: CheckinAuthForm = {
  name: '',
  certType: 'NI',
  certNo: 'E12345678',
  mobile: '',
  captchaCode: '',
  code: '',
};

/** A form like the check-in's: one field of its own before the shared ones, its own words. */
function AuthLikeForm({
  sendSms,
  run,
}: {
  sendSms: Parameters<typeof useSmsLogin>[1]['sendSms'];
  run: (values: CheckinAuthForm) => Promise<void>;
}) {
  const { t } = useTranslation('checkin');
  const form = useForm<CheckinAuthForm>({
    resolver: zodResolver(checkinAuthForm),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const captcha = useQuery({
    queryKey: ['captcha'],
    queryFn: () => ({ uuid: 'c-1', img: 'data:image/svg+xml,%3Csvg%2F%3E', expiresInSeconds: 300 }),
  });
  const sms = useSmsLogin(form, {
    captcha,
    sendSms,
    texts: {
      t,
      prefix: 'auth',
      labels: { mobile: 'mobile', captcha: 'captcha', code: 'code' },
      fallback: t('loadFailed'),
    },
  });
  const onSubmit = sms.submitWith(['name'], run);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <label>
        Name <input {...form.register('name')} />
      </label>
      <p>{sms.errorText(form.formState.errors.name?.message)}</p>
      <SmsLoginFields
        sms={sms}
        mobile={{ keep: phoneChars, maxLength: 16, autoComplete: 'tel' }}
        notice={{ testId: 'notice' }}
      />
      <button type="submit">Go</button>
    </form>
  );
}

const sent = () =>
  Promise.resolve({ msg: 'sent', data: { resendInSeconds: 60, validForSeconds: 300 } });

afterEach(() => vi.restoreAllMocks());

describe('the shared SMS + picture-code login', () => {
  it("keeps an international number's + and counts its digits; checks the form's own fields with the number and code", async () => {
    const sendSms = vi.fn(sent);
    const run = vi.fn(() => Promise.resolve());
    renderWithApp(<AuthLikeForm sendSms={sendSms} run={run} />);
    const mobile = (await screen.findByLabelText('Phone number')) as HTMLInputElement;
    fireEvent.input(mobile, { target: { value: '+44 20-7946' } });
    expect(mobile.value).toBe('+44207946');
    expect(await screen.findByText('8 digits entered (11 for a mainland number)')).toBeTruthy();
    expect(mobile.getAttribute('aria-describedby')).toBe(`${mobile.id}-hint`);

    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Please enter the passenger name')).toBeTruthy();
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    // The picture code is not asked for at submit: the send used it up.
    expect(screen.queryByText('Please enter the picture code')).toBeNull();
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toBe(`${code.id}-error`);
    expect(run).not.toHaveBeenCalled();
    expect(sendSms).not.toHaveBeenCalled();
  });

  it('sends the code, counts down, renews the picture, and refuses a code older than 5 minutes', async () => {
    const sendSms = vi.fn(sent);
    const run = vi.fn(() => Promise.resolve());
    renderWithApp(<AuthLikeForm sendSms={sendSms} run={run} />);
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'SMITH/JOHN' } });
    fireEvent.input(screen.getByLabelText('Phone number'), { target: { value: '13800138000' } });
    await screen.findByRole('button', { name: 'Picture code; select for a new picture' });
    const picture = screen.getByLabelText('Picture code', { exact: true }) as HTMLInputElement;
    fireEvent.input(picture, { target: { value: 'ab3K' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));

    const resend = await screen.findByRole('button', { name: /Resend in \d+ s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(sendSms).toHaveBeenCalledWith({
      mobile: '13800138000',
      captchaCode: 'ab3K',
      captchaUuid: 'c-1',
    });
    expect(screen.getByTestId('notice').textContent).toBe(
      'Code sent to 13800138000; it is valid for 5 minutes.',
    );
    expect(screen.getByTestId('notice').getAttribute('role')).toBe('status');
    await waitFor(() => expect(picture.value).toBe(''));

    fireEvent.input(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    const later = Date.now() + 5 * 60_000 + 1_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(
      await screen.findByText('The verification code has expired; please get a new one'),
    ).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a send as an alert that takes the focus", async () => {
    const sendSms = vi.fn(() => Promise.reject(new Error('refused')));
    renderWithApp(<AuthLikeForm sendSms={sendSms} run={() => Promise.resolve()} />);
    fireEvent.input(await screen.findByLabelText('Phone number'), {
      target: { value: '13800138000' },
    });
    await screen.findByRole('button', { name: 'Picture code; select for a new picture' });
    fireEvent.input(screen.getByLabelText('Picture code', { exact: true }), {
      target: { value: 'ab3K' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong; please try again later.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
