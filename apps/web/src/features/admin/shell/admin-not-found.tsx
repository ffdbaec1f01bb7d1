import { Link } from 'react-router';
import { useAdminT } from './admin-language';
import { AdminPage } from './ui/admin-page';
import ui from './ui/admin-ui.module.css';

/** An /admin address that names no page. */
export function Component() {
  const { t } = useAdminT();
  return (
    <AdminPage title={t('notFound.title')}>
      <p className={ui.empty}>
        {t('notFound.text')} <Link to="/admin">{t('notFound.home')}</Link>
      </p>
    </AdminPage>
  );
}
