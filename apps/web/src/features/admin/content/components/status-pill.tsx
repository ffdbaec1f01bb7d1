import type { ContentStatus } from '@can/contracts/admin-content-paths';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';

export function StatusPill({ status }: { status: ContentStatus }) {
  const { t } = useAdminT('admin-content');
  return (
    <span className={`${ui.pill} ${status === 'published' ? ui['pill-ok'] : ui['pill-warn']}`}>
      {t(`status.${status}`)}
    </span>
  );
}
