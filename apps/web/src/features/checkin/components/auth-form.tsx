import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../../lib/notify';
import { phoneChars } from '../../../lib/phone-field';
import { FieldError, TextField } from '../../../ui/text-field/text-field';
import { SmsLoginFields, useSmsCaptcha, useSmsLogin } from '../../../ui/sms-login';
import { authenticate, checkinKeys, sendCheckinSms } from '../api/checkin-api';
import type { CheckinAuthForm } from '@can/contracts/checkin-form';
import { storeCheckinToken } from '../model/checkin-session';
import { CHECKIN_PATHS } from '../model/steps';
import { Button } from '../../../ui/button';
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
const LABELS = { mobile: 'mobile', captcha: 'captcha', code: 'code' };
/** Decision 012: a passport holder may give an international number (a leading "+"). */
const MOBILE = { keep: phoneChars, maxLength: 16, autoComplete: 'tel' } as const;
const NOTICE = { testId: 'checkin-notice', refusal: styles.refusal, info: styles.info };

/**
 * Step 1 (spec sections 3–5): name, certificate type and number, phone, picture code, SMS code
 * with the 60 s resend countdown; the server's refusal shows beside the form.
 */
export function AuthForm() {
  const { t } = useTranslation('checkin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const captcha = useSmsCaptcha('checkin');
  const form = useForm<CheckinAuthForm>({
    resolver: authResolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const sms = useSmsLogin(form, {
    captcha,
    sendSms: sendCheckinSms,
    texts: { t, prefix: 'auth', labels: LABELS, fallback: t('loadFailed') },
  });
  const { errors } = form.formState;

  const onSubmit = sms.submitWith(['name', 'certType', 'certNo'], async (values) => {
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
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        id={`${id}-name`}
        label={t('auth.name')}
        error={sms.errorText(errors.name?.message)}
        autoComplete="name"
        maxLength={60}
        placeholder={t('auth.namePlaceholder')}
        {...form.register('name')}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('auth.certType')}</legend>
        <div className={styles.choices}>
          {(['NI', 'PP'] as const).map((type) => (
            <label key={type} className={styles.choice}>
              <input type="radio" value={type} {...form.register('certType')} />
              {t(`certTypes.${type}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-certType-error`} error={sms.errorText(errors.certType?.message)} />
      </fieldset>

      <TextField
        id={`${id}-certNo`}
        label={t('auth.certNo')}
        error={sms.errorText(errors.certNo?.message)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={30}
        placeholder={t('auth.certNoPlaceholder')}
        {...form.register('certNo')}
      />

      <SmsLoginFields sms={sms} mobile={MOBILE} notice={NOTICE} />

      <Button type="submit" variant="primary" disabled={sms.submitting}>
        {sms.submitting ? t('auth.submitting') : t('auth.submit')}
      </Button>
    </form>
  );
}
