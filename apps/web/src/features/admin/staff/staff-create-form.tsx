import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  STAFF_USERNAME,
  type StaffRole,
} from '@can/contracts/admin-paths';
import { notifySuccess } from '../../../lib/notify';
import { useAdminT } from '../shell/admin-language';
import ui from '../shell/ui/admin-ui.module.css';
import { useCreateStaff } from './staff-api';

interface CreateForm {
  username: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** A new staff account: username, name, role and a first password to hand over. */
export function StaffCreateForm() {
  const { t } = useAdminT();
  const create = useCreateStaff();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateForm>({
    defaultValues: { username: '', name: '', role: 'editor', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const account = await create.mutateAsync(values).catch(() => null);
    if (!account) return;
    notifySuccess(t('staff.created', { username: account.username }));
    reset();
    setOpen(false);
  });

  if (!open)
    return (
      <button type="button" className={ui.buttonPrimary} onClick={() => setOpen(true)}>
        {t('staff.add')}
      </button>
    );

  const errorOf = (field: keyof CreateForm) =>
    errors[field] ? (
      <span id={`staff-new-${field}-error`} className={ui.fieldError}>
        {t(`staff.errors.${field}`, { min: STAFF_PASSWORD_MIN })}
      </span>
    ) : null;
  const described = (field: keyof CreateForm) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `staff-new-${field}-error` }
      : {};

  return (
    <form
      className={`${ui.form} ${ui.card}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="staff-new-title"
    >
      <h2 id="staff-new-title">{t('staff.add')}</h2>
      <div className={ui.field}>
        <label htmlFor="staff-new-username">{t('staff.username')}</label>
        <input
          id="staff-new-username"
          autoComplete="off"
          {...described('username')}
          {...register('username', { required: true, pattern: STAFF_USERNAME })}
        />
        <span className={ui.hint}>{t('staff.usernameHint')}</span>
        {errorOf('username')}
      </div>
      <div className={ui.field}>
        <label htmlFor="staff-new-name">{t('staff.name')}</label>
        <input
          id="staff-new-name"
          {...described('name')}
          {...register('name', { required: true, maxLength: 60 })}
        />
        {errorOf('name')}
      </div>
      <div className={ui.field}>
        <label htmlFor="staff-new-role">{t('staff.role')}</label>
        <select id="staff-new-role" {...register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor="staff-new-password">{t('staff.firstPassword')}</label>
        <input
          id="staff-new-password"
          type="password"
          autoComplete="new-password"
          {...described('password')}
          {...register('password', { required: true, minLength: STAFF_PASSWORD_MIN })}
        />
        <span className={ui.hint}>{t('staff.passwordHint', { min: STAFF_PASSWORD_MIN })}</span>
        {errorOf('password')}
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={create.isPending}>
          {t('staff.create')}
        </button>
        <button type="button" className={ui.button} onClick={() => setOpen(false)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
