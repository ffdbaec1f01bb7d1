import { useId, type InputHTMLAttributes } from 'react';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { SMS_CODE_LENGTH } from '@can/contracts/paths';
import { filteredField } from '../../lib/phone-field';
import { TextField } from '../text-field/text-field';
import { SmsLoginNoticeLine, type NoticeLook } from './sms-login-notice';
import type { SmsLogin } from './use-sms-login';
import styles from './sms-login.module.css';

/** The mobile field's own rules: what it keeps of what is typed, its length, its keyboard. */
export type MobileInput = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'maxLength'
> & { keep: (value: string) => string };

/**
 * The fields every SMS login has: the mobile number (with the count of its digits), the picture
 * code beside its picture, and the SMS code beside the button that sends it, then counts down;
 * then the line that says the code was sent, or why not.
 */
export function SmsLoginFields({
  sms,
  mobile,
  notice,
}: {
  sms: SmsLogin;
  mobile: MobileInput;
  notice: NoticeLook;
}) {
  const id = useId();
  const { t, prefix, labels } = sms.texts;
  const { register } = sms.form;
  const { keep, ...mobileInput } = mobile;
  return (
    <>
      <TextField
        id={`${id}-mobile`}
        label={t(`${prefix}.${labels.mobile}`)}
        error={sms.errors.mobile}
        hint={t(`${prefix}.mobileCount`, { count: sms.mobileDigits })}
        type="tel"
        placeholder={t(`${prefix}.mobilePlaceholder`)}
        {...mobileInput}
        {...filteredField(register('mobile'), keep)}
      />

      <TextField
        id={`${id}-captcha`}
        label={t(`${prefix}.${labels.captcha}`)}
        error={sms.errors.captchaCode}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={20}
        placeholder={t(`${prefix}.captchaPlaceholder`)}
        {...register('captchaCode')}
        action={<CaptchaButton sms={sms} />}
      />

      <TextField
        id={`${id}-code`}
        label={t(`${prefix}.${labels.code}`)}
        error={sms.errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        placeholder={t(`${prefix}.codePlaceholder`)}
        {...register('code')}
        action={
          <button
            type="button"
            className={styles.sendButton}
            onClick={() => void sms.sendCode()}
            disabled={sms.sending || sms.seconds > 0}
            data-testid="send-code"
          >
            {sms.sending
              ? t(`${prefix}.sending`)
              : sms.seconds > 0
                ? t(`${prefix}.resendIn`, { seconds: sms.seconds })
                : t(`${prefix}.sendCode`)}
          </button>
        }
      />

      <SmsLoginNoticeLine notice={sms.notice} look={notice} />
    </>
  );
}

/** The picture, a button for a new one; its name says whether it is there, coming or failed. */
function CaptchaButton({ sms }: { sms: SmsLogin }) {
  const { captcha } = sms;
  const { t, prefix } = sms.texts;
  return (
    <button
      type="button"
      className={styles.captchaButton}
      onClick={sms.newCaptcha}
      aria-label={
        captcha.isError
          ? t(`${prefix}.captchaFailed`)
          : captcha.data
            ? t(`${prefix}.captchaImage`)
            : t(`${prefix}.captchaLoading`)
      }
      data-testid="captcha-refresh"
    >
      {captcha.data && !captcha.isFetching ? (
        <img
          src={captcha.data.img}
          alt=""
          width={120}
          height={44}
          className={styles.captchaImage}
        />
      ) : captcha.isError ? (
        <span className={styles.captchaFailed}>{t(`${prefix}.captchaFailed`)}</span>
      ) : (
        <span className={styles.captchaLoading} aria-hidden="true" />
      )}
      <RefreshCw aria-hidden="true" className={styles.captchaIcon} />
    </button>
  );
}
