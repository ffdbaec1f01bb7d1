import type { FlightStatusCode } from '@can/contracts/flights';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';

const TONE: Record<FlightStatusCode, string> = {
  scheduled: '',
  checkin: 'pill-info',
  boarding: 'pill-ok',
  lastCall: 'pill-warn',
  departed: '',
  delayed: 'pill-warn',
  cancelled: 'pill-bad',
  departedOrigin: 'pill-info',
  arrived: 'pill-ok',
  diverted: 'pill-bad',
};

/** A flight status as the back office names it, coloured by what it means for travellers. */
export function OpsStatusPill({ status }: { status: FlightStatusCode }) {
  const { t } = useAdminT('admin-ops');
  const tone = TONE[status];
  return <span className={tone ? `${ui.pill} ${ui[tone]}` : ui.pill}>{t(`status.${status}`)}</span>;
}
