import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { MemberLoginForm, SendSmsBody } from '@can/contracts/member';
import { MOBILE_LENGTH, smsPaths } from '@can/contracts/paths';
import { mainlandMobileChars } from '../../../lib/phone-field';
import { storeMemberSession } from '../../../lib/member-session';
import { uploadDeviceFollowedFlights } from '../../../lib/member-followed-flights';
import { notifySuccess } from '../../../lib/notify';
import { SmsLoginFields, smsCodeSender, useSmsCaptcha, useSmsLogin } from '../../../ui/sms-login';
import { getProfile } from '../api/get-profile';
import { login } from '../api/login';
import { memberKeys } from '../api/member-keys';
import { avatarUrl } from '../model/avatars';
import styles from './login-form.module.css';

/** POST sms/sendSms: the login code. */
const sendLoginCode = smsCodeSender<SendSmsBody>(smsPaths.send);

/** The contract's form rules, loaded with the first check (zod stays out of the first JS). */
const loginResolver: Resolver<MemberLoginForm> = async (values, context, options) => {
  const { memberLoginForm } = await import('@can/contracts/member');
  return zodResolver(memberLoginForm)(values, context, options);
};

const EMPTY: MemberLoginForm = { mobile: '', captchaCode: '', code: '' };
const LABELS = { mobile: 'mobileLabel', captcha: 'captchaLabel', code: 'codeLabel' };
const MOBILE = {
  keep: mainlandMobileChars,
  maxLength: MOBILE_LENGTH,
  inputMode: 'numeric',
  autoComplete: 'tel-national',
} as const;
const NOTICE = { testId: 'login-notice', refusal: styles.refusal, info: styles.info };

/**
 * Spec sections 3–5 and 8: mobile number (11 digits, the count shown), picture code, SMS code
 * with a 60 s resend countdown, then login. Refusals show the server's words beside the form.
 */
export function LoginForm({ next }: { next: string }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<MemberLoginForm>({
    resolver: loginResolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const sms = useSmsLogin(form, {
    captcha: useSmsCaptcha('member'),
    sendSms: sendLoginCode,
    texts: { t, prefix: 'login', labels: LABELS, fallback: t('centre.loadFailed') },
  });

  const onSubmit = sms.submitWith([], async (values) => {
    const answer = await login({ mobile: values.mobile.trim(), code: values.code.trim() });
    storeMemberSession(answer.tokenMap.access_token);
    queryClient.removeQueries({ queryKey: memberKeys.all });
    await uploadDeviceFollowedFlights();
    const profile = await getProfile().catch(() => null);
    if (profile) {
      storeMemberSession(answer.tokenMap.access_token, avatarUrl(profile.avatar));
      queryClient.setQueryData(memberKeys.profile(), profile);
    }
    notifySuccess(t('login.loggedIn'));
    await navigate(next, { replace: true });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <SmsLoginFields sms={sms} mobile={MOBILE} notice={NOTICE} />
      <button type="submit" className={styles.submit} disabled={sms.submitting}>
        {sms.submitting ? t('login.submitting') : t('login.submit')}
      </button>
      <p className={styles.privacy}>{t('login.privacy')}</p>
    </form>
  );
}
