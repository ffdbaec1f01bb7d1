import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '@can/contracts/admin-paths';
import type { StaffMe } from '@can/contracts/admin-auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { NotificationRegion } from '../../../shell/notification-region';
import { adminPost, type ApiError } from './admin-api';
import { useAdminT } from './admin-language';
import { staffQueryKey } from './use-staff';
import styles from './login-page.module.css';

interface LoginForm {
  username: string;
  password: string;
}

/** Only back-office paths are followed after signing in (no open redirect). */
function safeNext(next: string | null): string {
  return next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : '/admin';
}

/** /admin/login: username and password; the server sets the httpOnly session cookie. */
export function Component() {
  const { t } = useAdminT();
  useDocumentTitle(`${t('login.title')} · ${t('productName')}`);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    try {
      const me = await adminPost<StaffMe>(adminPaths.login, values, { silent: true });
      queryClient.setQueryData(staffQueryKey, me);
      void navigate(safeNext(params.get('next')), { replace: true });
    } catch (error) {
      const { details, message } = error as ApiError;
      // The server's words (wrong password, locked, too many attempts) in the staff's language.
      setFailure(
        details?.serverMessage ?? (message && message !== 'error' ? message : t('login.failed')),
      );
    }
  });

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-describedby="login-error">
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.lead}>{t('login.lead')}</p>
        <div className={styles.field}>
          <label htmlFor="staff-username">{t('login.username')}</label>
          <input
            id="staff-username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? 'staff-username-error' : undefined}
            {...register('username', { required: true })}
          />
          {errors.username ? (
            <span id="staff-username-error" className={styles.error}>
              {t('login.usernameRequired')}
            </span>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="staff-password">{t('login.password')}</label>
          <input
            id="staff-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'staff-password-error' : undefined}
            {...register('password', { required: true })}
          />
          {errors.password ? (
            <span id="staff-password-error" className={styles.error}>
              {t('login.passwordRequired')}
            </span>
          ) : null}
        </div>
        <p id="login-error" className={styles.failure} role="alert">
          {failure}
        </p>
        <button type="submit" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? t('login.signingIn') : t('login.submit')}
        </button>
      </form>
      <NotificationRegion />
    </main>
  );
}
