import { useAdminT } from '../shell/admin-language';
import { AdminPage } from '../shell/ui/admin-page';
import { TableBox } from '../shell/ui/table-box';
import ui from '../shell/ui/admin-ui.module.css';
import { useStaff } from '../shell/use-staff';
import { useStaffAccounts } from './staff-api';
import { StaffCreateForm } from './staff-create-form';
import { StaffRow } from './staff-row';

/** /admin/staff: accounts and roles (admins only; the server refuses everybody else). */
export function Component() {
  const { t } = useAdminT();
  const me = useStaff().data?.staff;
  const accounts = useStaffAccounts();
  return (
    <AdminPage title={t('staff.title')}>
      <StaffCreateForm />
      {accounts.isError ? (
        <p className={ui.error} role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className={ui.button} onClick={() => void accounts.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : !accounts.data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <TableBox label={t('staff.title')}>
          <table className={ui.table}>
            <caption className="visually-hidden">{t('staff.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.username')}</th>
                <th scope="col">{t('staff.name')}</th>
                <th scope="col">{t('staff.role')}</th>
                <th scope="col">{t('staff.state')}</th>
                <th scope="col">{t('staff.lastLogin')}</th>
                <th scope="col">{t('staff.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.list.map((account) => (
                <StaffRow key={account.id} account={account} isMe={account.id === me?.id} />
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </AdminPage>
  );
}
