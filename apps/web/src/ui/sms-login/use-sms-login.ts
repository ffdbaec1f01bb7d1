import { useState, type FormEvent } from 'react';
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CaptchaAnswer, SendSmsAnswer } from '@can/contracts/member';
import { notifySuccess } from '../../lib/notify';
import { formRefusal } from '../../lib/refusal';
import { useCountdown } from '../../lib/use-countdown';

/** The fields every SMS login has; a form may have more (check-in: name and certificate). */
export interface SmsLoginValues {
  mobile: string;
  captchaCode: string;
  code: string;
}

/**
 * Where the form's words are, in the feature's namespace: `<prefix>.mobilePlaceholder`,
 * `.mobileCount`, `.captchaPlaceholder`, `.captchaImage`, `.captchaLoading`, `.captchaFailed`,
 * `.codePlaceholder`, `.sendCode`, `.sending`, `.resendIn`, `.codeSentTo`, the three labels under
 * the keys `labels` names, and the rules' words under `validation.<rule>`.
 */
export interface SmsLoginTexts {
  t: (key: string, options?: Record<string, unknown>) => string;
  prefix: string;
  labels: Record<'mobile' | 'captcha' | 'code', string>;
  /** What a refusal says when the server gave no words. */
  fallback: string;
}

export interface SmsLoginOptions {
  captcha: UseQueryResult<CaptchaAnswer>;
  sendSms: (body: {
    mobile: string;
    captchaCode: string;
    captchaUuid: string;
  }) => Promise<{ msg: string; data: SendSmsAnswer }>;
  texts: SmsLoginTexts;
}

export type SmsLoginNotice = { tone: 'error' | 'info'; text: string } | null;
export type SmsLogin = ReturnType<typeof useSmsLogin>;

const CODE_VALID_MS = 5 * 60_000;

/**
 * The SMS + picture-code login of spec sections 3–5 and 8, for SmsLoginFields: the picture
 * (renewed after every send, right or wrong), the code sent with its resend countdown, the
 * 5-minute life of the code, and the refusal beside the form. `submitWith` makes the form's
 * submit handler.
 */
export function useSmsLogin<T extends SmsLoginValues>(
  form: UseFormReturn<T>,
  { captcha, sendSms, texts }: SmsLoginOptions,
) {
  // Only the three fields every SMS login has are read and written here.
  const sms = form as unknown as UseFormReturn<SmsLoginValues>;
  const { t, prefix } = texts;
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [notice, setNotice] = useState<SmsLoginNotice>(null);
  const { errors } = sms.formState;
  const mobile = useWatch({ control: sms.control, name: 'mobile' }) ?? '';
  const mobileDigits = mobile.replace(/\D/g, '').length;

  const newCaptcha = () => {
    sms.setValue('captchaCode', '');
    void captcha.refetch();
  };

  const errorText = (rule: string | undefined) =>
    rule ? t(`validation.${rule}`, { count: mobileDigits }) : undefined;

  const refuse = (error: unknown) => {
    const text = formRefusal(error, texts.fallback);
    setNotice(text ? { tone: 'error', text } : null);
  };

  const sendCode = async () => {
    setNotice(null);
    if (!(await sms.trigger(['mobile', 'captchaCode']))) return;
    if (!captcha.data) return newCaptcha();
    setSending(true);
    try {
      const { mobile: number, captchaCode } = sms.getValues();
      const sent = await sendSms({
        mobile: number.trim(),
        captchaCode: captchaCode.trim(),
        captchaUuid: captcha.data.uuid,
      });
      countdown.start(sent.data.resendInSeconds);
      setSentAt(Date.now());
      notifySuccess(sent.msg);
      setNotice({ tone: 'info', text: t(`${prefix}.codeSentTo`, { mobile: number.trim() }) });
      sms.setFocus('code');
    } catch (error) {
      refuse(error);
    } finally {
      setSending(false);
      // A picture code is used up by every send, right or wrong.
      newCaptcha();
    }
  };

  /**
   * The form's submit handler: `fields` (the form's own) with the number and the SMS code are
   * checked (the picture code was used up by the send); a code older than its 5 minutes is
   * refused here, before any call; then `run`, whose refusal shows beside the form.
   */
  const submitWith =
    (fields: FieldPath<T>[], run: (values: T) => Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setNotice(null);
      sms.clearErrors('captchaCode');
      if (!(await form.trigger([...fields, 'mobile', 'code'] as FieldPath<T>[]))) return;
      if (sentAt !== null && Date.now() - sentAt > CODE_VALID_MS) {
        sms.setError('code', { message: 'codeExpired' }, { shouldFocus: true });
        return;
      }
      const values = form.getValues();
      setSubmitting(true);
      try {
        await run(values);
      } catch (error) {
        refuse(error);
      } finally {
        setSubmitting(false);
      }
    };

  return {
    form: sms,
    captcha,
    texts,
    mobileDigits,
    errors: {
      mobile: errorText(errors.mobile?.message),
      captchaCode: errorText(errors.captchaCode?.message),
      code: errorText(errors.code?.message),
    },
    seconds: countdown.seconds,
    sending,
    submitting,
    notice,
    errorText,
    newCaptcha,
    sendCode,
    submitWith,
  };
}
