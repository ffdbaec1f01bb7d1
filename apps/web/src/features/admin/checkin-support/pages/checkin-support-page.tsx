import { useAdminT } from '../../shell/admin-language';
import { AdminPage } from '../../shell/ui/admin-page';
import ui from '../../shell/ui/admin-ui.module.css';
import { QueryState } from '../../shell/ui/query-state';
import { hasCriteria, useCheckinSearch } from '../api/checkin-support-api';
import { CheckinResults } from '../components/checkin-results';
import { CheckinSearchForm } from '../components/checkin-search-form';
import { DeskPanel } from '../components/desk-panel';
import { useCheckinParams } from '../model/use-checkin-params';

/** /admin/checkin-support: find a passenger, mark a counter or kiosk check-in, release a seat. */
export function Component() {
  const { t } = useAdminT('admin-ops');
  const params = useCheckinParams();
  const found = useCheckinSearch(params.search);
  const chosen = found.data?.list.find((c) => c.segmentId === params.segmentId);

  return (
    <AdminPage title={t('checkin.title')}>
      <p className={ui.hint}>{t('checkin.intro')}</p>
      <CheckinSearchForm
        key={JSON.stringify(params.search)}
        initial={params.search}
        onSearch={params.find}
      />
      {hasCriteria(params.search) ? (
        <QueryState query={found}>
          {(data) => (
            <CheckinResults
              list={data.list}
              selectedId={params.segmentId}
              onChoose={params.choose}
            />
          )}
        </QueryState>
      ) : null}
      {chosen ? <DeskPanel key={chosen.segmentId} checkin={chosen} /> : null}
    </AdminPage>
  );
}
