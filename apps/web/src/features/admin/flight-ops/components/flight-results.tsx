import type { OpsFlight } from '@can/contracts/admin-ops';
import type { FlightRecord } from '@can/contracts/flights';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import { ResultsTable } from '../../shell/ui/results-table';
import { clockOf } from '../model/flight-form';
import { OpsStatusPill } from './ops-status-pill';
import styles from './flight-ops.module.css';

/** The other airport's name in the back office's language. */
export function otherCity(r: FlightRecord, language: string): string {
  const zh = language === 'zh-CN';
  return r.depOrArr === 'D' ? (zh ? r.dstCityCn : r.dstCityEn) : zh ? r.orgCityCn : r.orgCityEn;
}

/** The flights found, with what travellers see now; a row's button opens it in the editor. */
export function FlightResults({
  flights,
  selectedId,
  onEdit,
}: {
  flights: OpsFlight[];
  selectedId: string;
  onEdit: (flightId: string) => void;
}) {
  const { t, i18n } = useAdminT('admin-ops');
  if (!flights.length) return <p className={ui.empty}>{t('flights.none')}</p>;
  return (
    <ResultsTable
      captionId="ops-results-caption"
      caption={t('flights.results', { count: flights.length })}
      columns={[
        t('flights.flightNo'),
        t('flights.route'),
        t('flights.scheduled'),
        t('flights.estimated'),
        t('flights.status'),
        t('flights.gate'),
        t('flights.belt'),
        t('flights.counter'),
        t('flights.actions'),
      ]}
    >
      {flights.map(({ record: r, override }) => {
        const departing = r.depOrArr === 'D';
        const selected = r.flightId === selectedId;
        return (
          <tr key={r.flightId} className={selected ? styles.selected : undefined}>
            <th scope="row">
              {r.flightNo}
              {override ? <span className={styles.setByOps}>{t('flights.setByOps')}</span> : null}
            </th>
            <td>
              {t(departing ? 'flights.departureTo' : 'flights.arrivalFrom', {
                city: otherCity(r, i18n.language),
              })}
              {r.terminal ? ` · ${r.terminal}` : ''}
            </td>
            <td>{clockOf(departing ? r.setoffTimePlan : r.arriTimePlan)}</td>
            <td>{clockOf(departing ? r.setoffTimePred : r.arriTimePred)}</td>
            <td>
              <OpsStatusPill status={r.flightStatus} />
            </td>
            <td>{r.boardingGate || '—'}</td>
            <td>{r.baggageTable || '—'}</td>
            <td>{r.checkInCounter || '—'}</td>
            <td>
              <button
                type="button"
                className={ui.button}
                aria-pressed={selected}
                onClick={() => onEdit(r.flightId)}
              >
                {t('flights.edit', { flight: r.flightNo })}
              </button>
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
