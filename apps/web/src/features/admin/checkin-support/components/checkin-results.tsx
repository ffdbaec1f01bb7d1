import type { OpsCheckin } from '@can/contracts/admin-ops';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import { ResultsTable } from '../../shell/ui/results-table';
import styles from './checkin-support.module.css';

/** Passengers found: ticket, flight, state of their check-in; a button opens the desk panel. */
export function CheckinResults({
  list,
  selectedId,
  onChoose,
}: {
  list: OpsCheckin[];
  selectedId: number;
  onChoose: (segmentId: number) => void;
}) {
  const { t } = useAdminT('admin-ops');
  if (!list.length) return <p className={ui.empty}>{t('checkin.none')}</p>;
  return (
    <ResultsTable
      captionId="checkin-caption"
      caption={t('checkin.results', { count: list.length })}
      columns={[
        t('checkin.passenger'),
        t('checkin.ticketNo'),
        t('checkin.flight'),
        t('checkin.departure'),
        t('checkin.cabin'),
        t('checkin.state'),
        t('checkin.seat'),
        t('checkin.actions'),
      ]}
    >
      {list.map((c) => (
        <tr key={c.segmentId} className={c.segmentId === selectedId ? styles.selected : undefined}>
          <th scope="row">
            {c.name}
            <span className={styles.sub}>{c.certNo}</span>
          </th>
          <td className={styles.nowrap}>
            {c.ticketNo}
            <span className={styles.sub}>{c.pnr}</span>
          </td>
          <td>
            {c.flightNo}
            {c.operatingFlightNo !== c.flightNo ? (
              <span className={styles.sub}>
                {t('checkin.operatedAs', { flight: c.operatingFlightNo })}
              </span>
            ) : null}
            <span className={styles.sub}>
              {c.from}–{c.to}
            </span>
          </td>
          <td className={styles.nowrap}>{c.departureTime}</td>
          <td>{t(`checkin.cabins.${c.cabin}`)}</td>
          <td>
            <span className={c.status === 'checkedIn' ? `${ui.pill} ${ui['pill-ok']}` : ui.pill}>
              {c.status === 'checkedIn'
                ? t(`checkin.channels.${c.channel ?? 'web'}`)
                : t('checkin.booked')}
            </span>
          </td>
          <td>{c.seat ?? '—'}</td>
          <td>
            <button
              type="button"
              className={ui.button}
              aria-pressed={c.segmentId === selectedId}
              onClick={() => onChoose(c.segmentId)}
            >
              {t('checkin.open', { name: c.name })}
            </button>
          </td>
        </tr>
      ))}
    </ResultsTable>
  );
}
