import { useAdminT } from '../../shell/admin-language';
import { AdminPage } from '../../shell/ui/admin-page';
import ui from '../../shell/ui/admin-ui.module.css';
import { QueryState } from '../../shell/ui/query-state';
import { useDisruption } from '../api/disruption-api';
import { DisruptionEditor } from '../components/disruption-editor';
import { DisruptionState } from '../components/disruption-state';

/** /admin/disruption: whether crisis mode is on, switching it, and its texts in four languages. */
export function Component() {
  const { t } = useAdminT('admin-ops');
  const current = useDisruption();
  return (
    <AdminPage title={t('disruption.title')}>
      <p className={ui.hint}>{t('disruption.intro')}</p>
      <QueryState query={current}>
        {(state) => (
          <>
            <DisruptionState state={state} />
            <DisruptionEditor state={state} />
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
