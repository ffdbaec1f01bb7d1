import { Link } from 'react-router';
import { useAdminT } from './admin-language';
import { AdminPage } from './ui/admin-page';
import ui from './ui/admin-ui.module.css';

/** An /admin page that the staff member's role may not use (opened by its address). */
export function NoPermission() {
  const { t } = useAdminT();
  return (
    <AdminPage title={t('noPermission.title')}>
      <p className={ui.empty}>
        {t('noPermission.text')} <Link to="/admin">{t('noPermission.home')}</Link>
      </p>
    </AdminPage>
  );
}
