import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import type { FlightRecord } from '@can/contracts/flights';
import { clock } from '../model/flight-times';
import { isCargo, stopover } from '../model/flight-text';
import { useFlightLocale } from '../model/use-flight-locale';
import styles from './flight-detail.module.css';

/** The labelled facts of spec section 3 that a traveller acts on at the airport. */
export function DetailFacts({ record }: { record: FlightRecord }) {
  const { t } = useTranslation('flights');
  const locale = useFlightLocale();
  const departing = record.depOrArr === 'D';
  const via = stopover(record, locale);
  // A departure's belt and exit, or an arrival's counter and boarding time, mean nothing: left out.
  type Fact = readonly [label: string, value: string, big?: boolean, href?: string];
  // The gate opens the terminal map at its place.
  const gateHref = `/terminal/map?terminal=${record.terminal}&gate=${record.boardingGate}`;
  const facts: Fact[] = [
    [t('columns.terminal'), record.terminal],
    ...(departing
      ? ([
          [t('detail.checkInCounter'), record.checkInCounter],
          [t('detail.gate'), record.boardingGate, true, gateHref],
          [t('detail.boardingTime'), clock(record.boardingTime)],
        ] satisfies Fact[])
      : ([
          [t('detail.belt'), record.baggageTable, true],
          [t('detail.exit'), record.arrExit],
          [t('detail.arrivalGate'), record.boardingGate],
        ] satisfies Fact[])),
    [t('detail.stop'), via ? `${via.name} ${via.code}`.trim() : t('detail.nonStop')],
    [t('detail.aircraft'), record.planeModle],
    [t('detail.kind'), t(isCargo(record) ? 'detail.freighter' : 'detail.airliner')],
    [
      t('detail.scope'),
      t(record.domesticOrIntl === 'I' ? 'detail.international' : 'detail.domestic'),
    ],
  ];
  return (
    <dl className={styles.facts} data-testid="flight-facts">
      {facts.map(([label, value, big, href]) => (
        <div key={label} className={styles.fact} data-big={big}>
          <dt>{label}</dt>
          <dd>
            {value && href ? (
              <Link to={href}>{value}</Link>
            ) : (
              value || <span className={styles.muted}>{t('detail.notAssigned')}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
