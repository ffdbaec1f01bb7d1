import type { FeedbackStatus } from '@can/contracts/admin-service-paths';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';

const TONE: Record<FeedbackStatus, string> = {
  new: 'pill-warn',
  answered: 'pill-ok',
  closed: '',
};

/** A message's state in words and colour. */
export function StatusPill({ status }: { status: FeedbackStatus }) {
  const { t } = useAdminT('admin-service');
  const tone = TONE[status];
  return (
    <span className={tone ? `${ui.pill} ${ui[tone]}` : ui.pill}>
      {t(`feedback.status.${status}`)}
    </span>
  );
}
