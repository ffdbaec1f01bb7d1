import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CaptchaAnswer } from '@can/contracts/member';
import styles from './login-form.module.css';

/** The picture code: the text field and the picture, which is a button for a new picture. */
export function CaptchaField({
  id,
  registration,
  error,
  captcha,
  onRefresh,
}: {
  id: string;
  registration: UseFormRegisterReturn<'captchaCode'>;
  error?: string;
  captcha: UseQueryResult<CaptchaAnswer>;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('member');
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('login.captchaLabel')}
      </label>
      <div className={styles.inline}>
        <input
          id={id}
          className={styles.input}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={20}
          placeholder={t('login.captchaPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        <button
          type="button"
          className={styles.captchaButton}
          onClick={onRefresh}
          aria-label={
            captcha.isError
              ? t('login.captchaFailed')
              : captcha.data
                ? t('login.captchaImage')
                : t('login.captchaLoading')
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
            <span className={styles.captchaFailed}>{t('login.captchaFailed')}</span>
          ) : (
            <span className={styles.captchaLoading} aria-hidden="true" />
          )}
          <RefreshCw aria-hidden="true" className={styles.captchaIcon} />
        </button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
