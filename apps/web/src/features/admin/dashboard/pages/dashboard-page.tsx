import { formatAirportDay, formatAirportTime } from '../../../../lib/airport-time';
import { parseLocale } from '@can/contracts/locale';
import { useAdminT } from '../../shell/admin-language';
import { AdminPage } from '../../shell/ui/admin-page';
import ui from '../../shell/ui/admin-ui.module.css';
import { useStaff } from '../../shell/use-staff';
import { useDashboard } from '../api/get-dashboard';
import { DashboardCharts } from '../components/dashboard-figures';
import { FigureCards } from '../components/figure-cards';
import styles from '../components/dashboard.module.css';

/** /admin: the back-office home for every staff member. */
export function Component() {
  const { t, i18n } = useAdminT('admin-service');
  const dashboard = useDashboard();
  const role = useStaff().data?.staff.role;

  let body;
  if (dashboard.isPending) body = <p role="status">{t('dashboard.loading')}</p>;
  else if (dashboard.isError)
    body = (
      <div className={ui.error}>
        <p>{t('dashboard.error')}</p>
        <button type="button" className={ui.button} onClick={() => void dashboard.refetch()}>
          {t('dashboard.retry')}
        </button>
      </div>
    );
  else {
    const summary = dashboard.data;
    body = (
      <>
        <p className={styles.intro}>
          {t('dashboard.today', {
            date: formatAirportDay(summary.generatedAt, parseLocale(i18n.language)),
            time: formatAirportTime(summary.generatedAt),
          })}
        </p>
        <FigureCards
          figures={summary.figures}
          alerts={summary.alertsToday}
          inboxLink={role === 'service' || role === 'admin'}
        />
        <DashboardCharts summary={summary} />
      </>
    );
  }

  return (
    <AdminPage
      title={t('dashboard.title')}
      actions={
        <button
          type="button"
          className={ui.button}
          disabled={dashboard.isFetching}
          onClick={() => void dashboard.refetch()}
        >
          {dashboard.isFetching ? t('dashboard.refreshing') : t('dashboard.refresh')}
        </button>
      }
    >
      {body}
    </AdminPage>
  );
}
