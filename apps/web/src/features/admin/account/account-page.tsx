import { useForm } from 'react-hook-form';
import { STAFF_PASSWORD_MIN, adminPaths } from '@can/contracts/admin-paths';
import { formatAirportDateTime } from '../../../lib/airport-time';
import { notifySuccess } from '../../../lib/notify';
import { adminPost } from '../shell/admin-api';
import { useAdminT } from '../shell/admin-language';
import { AdminPage } from '../shell/ui/admin-page';
import ui from '../shell/ui/admin-ui.module.css';
import { useStaff } from '../shell/use-staff';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

/** /admin/account: who is signed in, until when, and changing one's own password. */
export function Component() {
  const { t } = useAdminT();
  const me = useStaff().data;
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    defaultValues: { currentPassword: '', newPassword: '', repeat: '' },
  });
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const done = await adminPost(adminPaths.changePassword, { currentPassword, newPassword })
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    notifySuccess(t('account.changed'));
    reset();
  });
  const errorFor = (field: keyof PasswordForm, text: string) =>
    errors[field] ? (
      <span id={`account-${field}-error`} className={ui.fieldError}>
        {text}
      </span>
    ) : null;
  const invalid = (field: keyof PasswordForm) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `account-${field}-error` }
      : {};

  return (
    <AdminPage title={t('account.title')}>
      {me ? (
        <dl className={ui.card}>
          <dt className={ui.label}>{t('staff.username')}</dt>
          <dd>{me.staff.username}</dd>
          <dt className={ui.label}>{t('staff.role')}</dt>
          <dd>{t(`roles.${me.staff.role}`)}</dd>
          <dt className={ui.label}>{t('account.sessionEnds')}</dt>
          <dd>{formatAirportDateTime(me.expiresAt)}</dd>
        </dl>
      ) : null}
      <form className={`${ui.form} ${ui.card}`} onSubmit={onSubmit} noValidate>
        <h2>{t('account.changePassword')}</h2>
        <div className={ui.field}>
          <label htmlFor="account-current">{t('account.currentPassword')}</label>
          <input
            id="account-current"
            type="password"
            autoComplete="current-password"
            {...invalid('currentPassword')}
            {...register('currentPassword', { required: true })}
          />
          {errorFor('currentPassword', t('account.currentRequired'))}
        </div>
        <div className={ui.field}>
          <label htmlFor="account-new">{t('account.newPassword')}</label>
          <input
            id="account-new"
            type="password"
            autoComplete="new-password"
            {...invalid('newPassword')}
            {...register('newPassword', { required: true, minLength: STAFF_PASSWORD_MIN })}
          />
          <span className={ui.hint}>{t('staff.passwordHint', { min: STAFF_PASSWORD_MIN })}</span>
          {errorFor('newPassword', t('staff.errors.password', { min: STAFF_PASSWORD_MIN }))}
        </div>
        <div className={ui.field}>
          <label htmlFor="account-repeat">{t('account.repeat')}</label>
          <input
            id="account-repeat"
            type="password"
            autoComplete="new-password"
            {...invalid('repeat')}
            {...register('repeat', { validate: (value) => value === getValues('newPassword') })}
          />
          {errorFor('repeat', t('account.mismatch'))}
        </div>
        <div className={ui.actions}>
          <button type="submit" className={ui.buttonPrimary} disabled={isSubmitting}>
            {t('account.save')}
          </button>
        </div>
      </form>
    </AdminPage>
  );
}
