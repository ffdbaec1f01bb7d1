import type { OpsCheckin } from '@can/contracts/admin-ops';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
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
    <div className={ui.tableBox} tabIndex={0} role="region" aria-labelledby="checkin-caption">
      <table className={ui.table}>
        <caption id="checkin-caption" className="visually-hidden">
          {t('checkin.results', { count: list.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('checkin.passenger')}</th>
            <th scope="col">{t('checkin.ticketNo')}</th>
            <th scope="col">{t('checkin.flight')}</th>
            <th scope="col">{t('checkin.departure')}</th>
            <th scope="col">{t('checkin.cabin')}</th>
            <th scope="col">{t('checkin.state')}</th>
            <th scope="col">{t('checkin.seat')}</th>
            <th scope="col">{t('checkin.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((c) => (
            <tr
              key={c.segmentId}
              className={c.segmentId === selectedId ? styles.selected : undefined}
            >
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
                <span
                  className={c.status === 'checkedIn' ? `${ui.pill} ${ui['pill-ok']}` : ui.pill}
                >
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
        </tbody>
      </table>
    </div>
  );
}
