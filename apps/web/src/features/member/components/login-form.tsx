import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { MemberLoginForm } from '@can/contracts/member';
import { MOBILE_LENGTH, SMS_CODE_LENGTH } from '@can/contracts/paths';
import { filteredField, mainlandMobileChars } from '../../../lib/phone-field';
import { formRefusal } from '../../../lib/refusal';
import { storeMemberSession } from '../../../lib/member-session';
import { uploadDeviceFollowedFlights } from '../../../lib/member-followed-flights';
import { notifySuccess } from '../../../lib/notify';
import { useCaptcha } from '../api/get-captcha';
import { getProfile } from '../api/get-profile';
import { login } from '../api/login';
import { memberKeys } from '../api/member-keys';
import { sendSms } from '../api/send-sms';
import { avatarUrl } from '../model/avatars';
import { useCountdown } from '../../../lib/use-countdown';
import { CaptchaField } from './captcha-field';
import styles from './login-form.module.css';

/** The contract's form rules, loaded with the first check (zod stays out of the first JS). */
const loginResolver: Resolver<MemberLoginForm> = async (values, context, options) => {
  const { memberLoginForm } = await import('@can/contracts/member');
  return zodResolver(memberLoginForm)(values, context, options);
};

const EMPTY: MemberLoginForm = { mobile: '', captchaCode: '', code: '' };
const CODE_VALID_MS = 5 * 60_000;
/** Spec section 5: a code older than its 5 minutes is refused here, before any call. */
const codeHasExpired = (sentAt: number | null) =>
  sentAt !== null && Date.now() - sentAt > CODE_VALID_MS;

/**
 * Spec sections 3–5 and 8: mobile number (11 digits, the count shown), picture code, SMS code
 * with a 60 s resend countdown, then login. Refusals show the server's words beside the form.
 */
export function LoginForm({ next }: { next: string }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const captcha = useCaptcha();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<MemberLoginForm>({
    resolver: loginResolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [submitting, setSubmitting] = useState(false);
  const mobile = useWatch({ control: form.control, name: 'mobile' }) ?? '';
  const mobileLength = mobile.trim().length;

  useEffect(() => {
    if (notice?.tone === 'error') noticeRef.current?.focus();
  }, [notice]);

  const newCaptcha = () => {
    form.setValue('captchaCode', '');
    void captcha.refetch();
  };

  const errorText = (name: keyof MemberLoginForm) => {
    const key = errors[name]?.message;
    return key ? t(`validation.${key}`, { count: mobileLength }) : undefined;
  };

  const onSendCode = async () => {
    setNotice(null);
    if (!(await form.trigger(['mobile', 'captchaCode']))) return;
    if (!captcha.data) return newCaptcha();
    setSending(true);
    try {
      const { mobile: number, captchaCode } = form.getValues();
      const sent = await sendSms({
        mobile: number.trim(),
        captchaCode: captchaCode.trim(),
        captchaUuid: captcha.data.uuid,
      });
      countdown.start(sent.data.resendInSeconds);
      setSentAt(Date.now());
      notifySuccess(sent.msg);
      setNotice({ tone: 'info', text: t('login.codeSentTo', { mobile: number.trim() }) });
      form.setFocus('code');
    } catch (error) {
      const text = formRefusal(error, t('centre.loadFailed'));
      setNotice(text ? { tone: 'error', text } : null);
    } finally {
      setSending(false);
      // A picture code is used up by every send, right or wrong.
      newCaptcha();
    }
  };

  // Logging in needs the number and the SMS code; the picture code was used up by the send.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    form.clearErrors('captchaCode');
    if (!(await form.trigger(['mobile', 'code']))) return;
    if (codeHasExpired(sentAt)) {
      form.setError('code', { message: 'codeExpired' }, { shouldFocus: true });
      return;
    }
    const values = form.getValues();
    setSubmitting(true);
    try {
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
    } catch (error) {
      const text = formRefusal(error, t('centre.loadFailed'));
      setNotice(text ? { tone: 'error', text } : null);
    } finally {
      setSubmitting(false);
    }
  };

  const mobileError = errorText('mobile');
  const codeError = errorText('code');
  const mobileId = `${id}-mobile`;
  const codeId = `${id}-code`;
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={mobileId} className={styles.label}>
          {t('login.mobileLabel')}
        </label>
        <input
          id={mobileId}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_LENGTH}
          placeholder={t('login.mobilePlaceholder')}
          aria-invalid={mobileError ? true : undefined}
          aria-describedby={`${mobileId}-count${mobileError ? ` ${mobileId}-error` : ''}`}
          {...filteredField(form.register('mobile'), mainlandMobileChars)}
        />
        <p id={`${mobileId}-count`} className={styles.hint} aria-live="polite">
          {t('login.mobileCount', { count: mobileLength })}
        </p>
        {mobileError ? (
          <p id={`${mobileId}-error`} className={styles.error}>
            {mobileError}
          </p>
        ) : null}
      </div>

      <CaptchaField
        id={`${id}-captcha`}
        registration={form.register('captchaCode')}
        error={errorText('captchaCode')}
        captcha={captcha}
        onRefresh={newCaptcha}
      />

      <div className={styles.field}>
        <label htmlFor={codeId} className={styles.label}>
          {t('login.codeLabel')}
        </label>
        <div className={styles.inline}>
          <input
            id={codeId}
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder={t('login.codePlaceholder')}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${codeId}-error` : undefined}
            {...form.register('code')}
          />
          <button
            type="button"
            className={styles.sendButton}
            onClick={() => void onSendCode()}
            disabled={sending || countdown.seconds > 0}
            data-testid="send-code"
          >
            {sending
              ? t('login.sending')
              : countdown.seconds > 0
                ? t('login.resendIn', { seconds: countdown.seconds })
                : t('login.sendCode')}
          </button>
        </div>
        {codeError ? (
          <p id={`${codeId}-error`} className={styles.error}>
            {codeError}
          </p>
        ) : null}
      </div>

      <p
        ref={noticeRef}
        tabIndex={-1}
        className={notice?.tone === 'error' ? styles.refusal : styles.info}
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        data-testid="login-notice"
      >
        {notice?.text}
      </p>

      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
      <p className={styles.privacy}>{t('login.privacy')}</p>
    </form>
  );
}
