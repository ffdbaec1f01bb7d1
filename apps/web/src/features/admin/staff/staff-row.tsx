import { useState } from 'react';
import { STAFF_PASSWORD_MIN, STAFF_ROLES, type StaffRole } from '@can/contracts/admin-paths';
import type { StaffAccount } from '@can/contracts/admin-auth';
import { formatAirportDateTime } from '../../../lib/airport-time';
import { notifySuccess } from '../../../lib/notify';
import { useAdminT } from '../shell/admin-language';
import ui from '../shell/ui/admin-ui.module.css';
import { useUpdateStaff } from './staff-api';

/** One account: role, state, last sign-in, and the changes an admin can make to it. */
export function StaffRow({ account, isMe }: { account: StaffAccount; isMe: boolean }) {
  const { t } = useAdminT();
  const update = useUpdateStaff();
  const [password, setPassword] = useState('');
  const locked = account.locked;
  const save = async (
    change: Omit<Parameters<typeof update.mutateAsync>[0], 'id'>,
    done: string,
  ) => {
    const saved = await update.mutateAsync({ id: account.id, ...change }).catch(() => null);
    if (saved) notifySuccess(done);
    return saved;
  };

  return (
    <tr>
      <th scope="row">{account.username}</th>
      <td>{account.name}</td>
      <td>
        <label className="visually-hidden" htmlFor={`role-${account.id}`}>
          {t('staff.roleOf', { username: account.username })}
        </label>
        <select
          id={`role-${account.id}`}
          className={ui.input}
          value={account.role}
          disabled={isMe || update.isPending}
          onChange={(event) =>
            void save(
              { role: event.target.value as StaffRole },
              t('staff.saved', { username: account.username }),
            )
          }
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </td>
      <td>
        <span className={`${ui.pill} ${account.active ? ui['pill-ok'] : ui['pill-bad']}`}>
          {account.active ? t('staff.active') : t('staff.disabled')}
        </span>{' '}
        {locked ? (
          <span className={`${ui.pill} ${ui['pill-warn']}`}>{t('staff.locked')}</span>
        ) : null}
      </td>
      <td>{account.lastLoginAt ? formatAirportDateTime(account.lastLoginAt) : t('staff.never')}</td>
      <td>
        <div className={ui.actions}>
          {!isMe ? (
            <button
              type="button"
              className={account.active ? ui.buttonDanger : ui.button}
              disabled={update.isPending}
              onClick={() =>
                void save(
                  { active: !account.active },
                  t('staff.saved', { username: account.username }),
                )
              }
            >
              {account.active ? t('staff.disable') : t('staff.enable')}
            </button>
          ) : null}
          {locked ? (
            <button
              type="button"
              className={ui.button}
              onClick={() =>
                void save({ unlock: true }, t('staff.saved', { username: account.username }))
              }
            >
              {t('staff.unlock')}
            </button>
          ) : null}
          <form
            className={ui.actions}
            onSubmit={(event) => {
              event.preventDefault();
              void save({ password }, t('staff.passwordSet', { username: account.username })).then(
                (saved) => saved && setPassword(''),
              );
            }}
          >
            <label className="visually-hidden" htmlFor={`password-${account.id}`}>
              {t('staff.newPasswordFor', { username: account.username })}
            </label>
            <input
              id={`password-${account.id}`}
              className={ui.input}
              type="password"
              autoComplete="new-password"
              minLength={STAFF_PASSWORD_MIN}
              value={password}
              placeholder={t('staff.newPassword')}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button
              type="submit"
              className={ui.button}
              disabled={password.length < STAFF_PASSWORD_MIN || update.isPending}
            >
              {t('staff.setPassword')}
            </button>
          </form>
        </div>
      </td>
    </tr>
  );
}
