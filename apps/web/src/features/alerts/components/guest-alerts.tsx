import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n';
import type { MemberLoginForm } from '@can/contracts/member';
import { MOBILE_LENGTH } from '@can/contracts/paths';
import { ApiError } from '../../../lib/api-client';
import { mainlandMobileChars } from '../../../lib/phone-field';
import { formRefusal } from '../../../lib/refusal';
import { Button } from '../../../ui/button';
import { Segmented } from '../../../ui/segmented';
import { SmsLoginFields, useSmsCaptcha, useSmsLogin } from '../../../ui/sms-login';
import { TextField } from '../../../ui/text-field/text-field';
import { sendAlertCode, subscribeAlerts } from '../api/alerts-api';
import type { Subscribed } from './member-alerts';
import { PushAlertForm } from './push-alert-form';
import { PushCheckbox, usePushChoice } from './push-choice';
import { QuietHours } from './quiet-hours';
import { RefusalLine } from './refusal-line';
import styles from './alerts.module.css';

/** The member login's rules for number, picture code and SMS code, loaded with the first check. */
const smsResolver: Resolver<MemberLoginForm> = async (values, context, options) => {
  const { memberLoginForm } = await import('@can/contracts/member');
  return zodResolver(memberLoginForm)(values, context, options);
};

const EMPTY_SMS: MemberLoginForm = { mobile: '', captchaCode: '', code: '' };
const LABELS = { mobile: 'mobileLabel', captcha: 'captchaLabel', code: 'codeLabel' };
const MOBILE = {
  keep: mainlandMobileChars,
  maxLength: MOBILE_LENGTH,
  inputMode: 'numeric',
  autoComplete: 'tel-national',
} as const;
const NOTICE = { testId: 'alert-sms-notice', refusal: styles.refusal, info: styles.info };

/** Enough of an address to be worth mailing a link to; the server checks it again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface FormProps {
  flightId: string;
  onSubscribed: Subscribed;
  /** The service worker, where this browser can get alerts too. */
  registration: ServiceWorkerRegistration | null;
}

/** How a guest may follow: by SMS or e-mail, or by this browser alone where it can. */
type GuestChannel = 'sms' | 'email' | 'push';

/**
 * SMS: the number, the picture code and the code texted to it (as the member login, through
 * alerts/sendCode), then the subscription with the number and the code.
 */
function SmsAlertForm({ flightId, onSubscribed, registration }: FormProps) {
  const { t } = useTranslation('alerts');
  const [quietHours, setQuietHours] = useState(true);
  const push = usePushChoice(registration);
  const form = useForm<MemberLoginForm>({
    resolver: smsResolver,
    defaultValues: EMPTY_SMS,
    mode: 'onTouched',
  });
  const sms = useSmsLogin(form, {
    captcha: useSmsCaptcha('alerts'),
    sendSms: sendAlertCode,
    texts: { t, prefix: 'sms', labels: LABELS, fallback: t('failed') },
  });
  const onSubmit = sms.submitWith([], async (values) => {
    // This browser could not be signed up: the text messages go ahead, and the panel says so.
    const browser = push.checked ? await push.subscribe() : undefined;
    const answer = await subscribeAlerts({
      flightId,
      mobile: values.mobile.trim(),
      smsCode: values.code.trim(),
      quietHours,
      ...(browser?.push ? { push: browser.push } : {}),
    });
    onSubscribed(answer, browser?.note);
  });
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="alert-sms-form"
    >
      <SmsLoginFields sms={sms} mobile={MOBILE} notice={NOTICE} />
      <QuietHours checked={quietHours} onChange={setQuietHours} />
      <PushCheckbox choice={push} label={t('panel.alsoPush')} />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          disabled={sms.submitting}
          aria-busy={sms.submitting || undefined}
        >
          {sms.submitting ? t('panel.subscribing') : t('panel.submitSms')}
        </Button>
      </div>
    </form>
  );
}

/** E-mail: one address; the alerts start once the link mailed to it is opened. */
function EmailAlertForm({ flightId, onSubscribed, registration }: FormProps) {
  const { t } = useTranslation('alerts');
  const id = useId();
  const push = usePushChoice(registration);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const rule = errors.email?.message;
  const emailError = !rule
    ? undefined
    : errors.email?.type === 'server'
      ? rule
      : t(`validation.${rule}`);
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setRefusal(null);
    const browser = push.checked ? await push.subscribe() : undefined;
    try {
      const answer = await subscribeAlerts({
        flightId,
        email: email.trim(),
        ...(browser?.push ? { push: browser.push } : {}),
      });
      onSubscribed(answer, browser?.note);
    } catch (error) {
      const text = formRefusal(error, t('failed'));
      // The server's word on the address itself goes under the field; anything else beside the
      // form (a refused browser subscription too: the envelope does not name the field).
      if (text && error instanceof ApiError && error.details.code === 400 && !browser?.push)
        form.setError('email', { type: 'server', message: text }, { shouldFocus: true });
      else setRefusal(text);
    }
  });
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="alert-email-form"
    >
      <TextField
        id={`${id}-email`}
        label={t('panel.emailLabel')}
        hint={t('panel.emailHint')}
        error={emailError}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={200}
        placeholder={t('panel.emailPlaceholder')}
        {...form.register('email', {
          validate: (value) =>
            !value.trim() ? 'emailRequired' : EMAIL.test(value.trim()) ? true : 'emailInvalid',
        })}
      />
      <PushCheckbox choice={push} label={t('panel.alsoPush')} />
      <RefusalLine text={refusal} testId="alert-refusal" />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? t('panel.subscribing') : t('panel.submitEmail')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A guest chooses how the alerts go: a confirmed mobile number or an e-mail address (each with
 * this browser besides, where it can get them), or this browser alone.
 */
export function GuestAlerts(props: FormProps) {
  const { t } = useTranslation('alerts');
  const [chosen, setChannel] = useState<GuestChannel>('sms');
  const channels: GuestChannel[] = props.registration ? ['sms', 'email', 'push'] : ['sms', 'email'];
  const options = channels.map((value) => ({ value, label: t(`channels.${value}`) }));
  const channel = channels.includes(chosen) ? chosen : 'sms';
  return (
    <>
      <Segmented
        legend={t('panel.channelLegend')}
        options={options}
        value={channel}
        onChange={setChannel}
        testId="alert-channel"
        equal
      />
      {channel === 'sms' ? (
        <SmsAlertForm {...props} />
      ) : channel === 'email' ? (
        <EmailAlertForm {...props} />
      ) : (
        <PushAlertForm {...props} />
      )}
    </>
  );
}
