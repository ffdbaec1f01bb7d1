import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { notifySuccess } from '../../../lib/notify';
import { authenticate, checkinKeys, getCaptcha, sendCheckinSms } from '../api/checkin-api';
import type { CheckinAuthForm } from '@can/contracts/checkin-form';
import { storeCheckinToken } from '../model/checkin-session';
import { filteredField, phoneChars } from '../../../lib/phone-field';
import { formRefusal } from '../model/refusal';
import { useCountdown } from '../../../lib/use-countdown';
import { CHECKIN_PATHS } from '../model/steps';
import styles from './checkin.module.css';

const authResolver: Resolver<CheckinAuthForm> = async (values, context, options) => {
  const { checkinAuthForm } = await import('@can/contracts/checkin-form');
  return zodResolver(checkinAuthForm)(values, context, options);
};

const EMPTY: CheckinAuthForm = {
  name: '',
  certType: 'NI',
  certNo: '',
  mobile: '',
  captchaCode: '',
  code: '',
};
type Field = keyof CheckinAuthForm;
const CODE_VALID_MS = 5 * 60_000;

/**
 * Step 1 (spec sections 3–5): name, certificate type and number, phone, picture code, SMS code
 * with the 60 s resend countdown; the server's refusal shows beside the form.
 */
export function AuthForm() {
  const { t } = useTranslation('checkin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const captcha = useQuery({
    queryKey: ['checkin', 'captcha'],
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  });
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<CheckinAuthForm>({
    resolver: authResolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const mobile = useWatch({ control: form.control, name: 'mobile' }) ?? '';
  const mobileDigits = mobile.replace(/\D/g, '').length;

  useEffect(() => {
    if (notice?.tone === 'error') noticeRef.current?.focus();
  }, [notice]);

  const newCaptcha = () => {
    form.setValue('captchaCode', '');
    void captcha.refetch();
  };

  const errorText = (name: Field) => {
    const key = errors[name]?.message;
    return key ? t(`validation.${key}`, { count: mobileDigits }) : undefined;
  };

  const onSendCode = async () => {
    setNotice(null);
    if (!(await form.trigger(['mobile', 'captchaCode']))) return;
    if (!captcha.data) return newCaptcha();
    setSending(true);
    try {
      const { mobile: number, captchaCode } = form.getValues();
      const sent = await sendCheckinSms({
        mobile: number.trim(),
        captchaCode: captchaCode.trim(),
        captchaUuid: captcha.data.uuid,
      });
      countdown.start(sent.data.resendInSeconds);
      setSentAt(Date.now());
      notifySuccess(sent.msg);
      setNotice({ tone: 'info', text: t('auth.codeSentTo', { mobile: number.trim() }) });
      form.setFocus('code');
    } catch (error) {
      const text = formRefusal(error, t('loadFailed'));
      setNotice(text ? { tone: 'error', text } : null);
    } finally {
      setSending(false);
      newCaptcha(); // a picture code is used up by every send
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    form.clearErrors('captchaCode');
    if (!(await form.trigger(['name', 'certType', 'certNo', 'mobile', 'code']))) return;
    // Spec section 8: a code older than its 5 minutes is refused here, before any call.
    if (sentAt !== null && Date.now() - sentAt > CODE_VALID_MS) {
      form.setError('code', { message: 'codeExpired' }, { shouldFocus: true });
      return;
    }
    const values = form.getValues();
    setSubmitting(true);
    try {
      const answer = await authenticate({
        name: values.name.trim(),
        certType: values.certType,
        certNo: values.certNo.trim(),
        mobile: values.mobile.trim(),
        code: values.code.trim(),
      });
      storeCheckinToken(answer.data.checkinToken);
      queryClient.removeQueries({ queryKey: checkinKeys.all });
      notifySuccess(answer.msg);
      await navigate(CHECKIN_PATHS.list);
    } catch (error) {
      const text = formRefusal(error, t('loadFailed'));
      setNotice(text ? { tone: 'error', text } : null);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field) => {
    const fieldId = `${id}-${name}`;
    const error = errorText(name);
    return {
      id: fieldId,
      error,
      input: {
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${fieldId}-error` : undefined,
        ...form.register(name),
      },
      message: error ? (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null,
    };
  };
  const name = field('name');
  const certType = field('certType');
  const certNo = field('certNo');
  const phone = field('mobile');
  const captchaField = field('captchaCode');
  const code = field('code');

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={name.id} className={styles.label}>
          {t('auth.name')}
        </label>
        <input
          className={styles.input}
          autoComplete="name"
          maxLength={60}
          placeholder={t('auth.namePlaceholder')}
          {...name.input}
        />
        {name.message}
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('auth.certType')}</legend>
        <div className={styles.choices}>
          {(['NI', 'PP'] as const).map((type) => (
            <label key={type} className={styles.choice}>
              <input type="radio" value={type} {...form.register('certType')} />
              {t(`certTypes.${type}`)}
            </label>
          ))}
        </div>
        {certType.message}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={certNo.id} className={styles.label}>
          {t('auth.certNo')}
        </label>
        <input
          className={styles.input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          placeholder={t('auth.certNoPlaceholder')}
          {...certNo.input}
        />
        {certNo.message}
      </div>

      <div className={styles.field}>
        <label htmlFor={phone.id} className={styles.label}>
          {t('auth.mobile')}
        </label>
        <input
          className={styles.input}
          type="tel"
          autoComplete="tel"
          maxLength={16}
          placeholder={t('auth.mobilePlaceholder')}
          {...phone.input}
          {...filteredField(form.register('mobile'), phoneChars)}
          aria-describedby={`${phone.id}-count${phone.error ? ` ${phone.id}-error` : ''}`}
        />
        <p id={`${phone.id}-count`} className={styles.hint} aria-live="polite">
          {t('auth.mobileCount', { count: mobileDigits })}
        </p>
        {phone.message}
      </div>

      <div className={styles.field}>
        <label htmlFor={captchaField.id} className={styles.label}>
          {t('auth.captcha')}
        </label>
        <div className={styles.inline}>
          <input
            className={styles.input}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={20}
            placeholder={t('auth.captchaPlaceholder')}
            {...captchaField.input}
          />
          <button
            type="button"
            className={styles.captchaButton}
            onClick={newCaptcha}
            aria-label={
              captcha.isError
                ? t('auth.captchaFailed')
                : captcha.data
                  ? t('auth.captchaImage')
                  : t('auth.captchaLoading')
            }
            data-testid="captcha-refresh"
          >
            {captcha.data && !captcha.isFetching ? (
              <img src={captcha.data.img} alt="" width={120} height={44} />
            ) : captcha.isError ? (
              <span>{t('auth.captchaFailed')}</span>
            ) : (
              <span className={styles.captchaLoading} aria-hidden="true" />
            )}
            <RefreshCw aria-hidden="true" className={styles.captchaIcon} />
          </button>
        </div>
        {captchaField.message}
      </div>

      <div className={styles.field}>
        <label htmlFor={code.id} className={styles.label}>
          {t('auth.code')}
        </label>
        <div className={styles.inline}>
          <input
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('auth.codePlaceholder')}
            {...code.input}
          />
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => void onSendCode()}
            disabled={sending || countdown.seconds > 0}
            data-testid="send-code"
          >
            {sending
              ? t('auth.sending')
              : countdown.seconds > 0
                ? t('auth.resendIn', { seconds: countdown.seconds })
                : t('auth.sendCode')}
          </button>
        </div>
        {code.message}
      </div>

      <p
        ref={noticeRef}
        tabIndex={-1}
        className={notice?.tone === 'error' ? styles.refusal : styles.info}
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        data-testid="checkin-notice"
      >
        {notice?.text}
      </p>

      <button type="submit" className={styles.primaryButton} disabled={submitting}>
        {submitting ? t('auth.submitting') : t('auth.submit')}
      </button>
    </form>
  );
}
