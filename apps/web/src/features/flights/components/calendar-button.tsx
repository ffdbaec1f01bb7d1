import { useTranslation } from '../../../lib/i18n';
import { CalendarPlus } from 'lucide-react';
import type { FlightRecord } from '@can/contracts/flights';
import { detailHref } from '../model/detail-href';
import { downloadIcs, flightIcs } from '../model/flight-calendar';
import { destination, origin } from '../model/flight-text';
import { useFlightLocale } from '../model/use-flight-locale';
import styles from './follow-button.module.css';
import buttonStyles from '../../../ui/button/button.module.css';

/** "Add to calendar": saves an .ics of the flight, made on the device (times in UTC). */
export function CalendarButton({ record }: { record: FlightRecord }) {
  const { t } = useTranslation('flights');
  const locale = useFlightLocale();
  const save = () => {
    const from = origin(record, locale).name;
    const to = destination(record, locale).name;
    const departing = record.depOrArr === 'D';
    const where = [
      t('site'),
      record.terminal,
      departing && record.boardingGate ? t('calendar.gate', { gate: record.boardingGate }) : '',
    ]
      .filter(Boolean)
      .join(', ');
    const details = [
      departing && record.checkInCounter
        ? t('calendar.counter', { counter: record.checkInCounter })
        : '',
      departing && record.boardingGate ? t('calendar.gate', { gate: record.boardingGate }) : '',
      !departing && record.baggageTable ? t('calendar.belt', { belt: record.baggageTable }) : '',
      t('calendar.check', { url: `${window.location.origin}${detailHref(record.flightId)}` }),
    ].filter(Boolean);
    const ics = flightIcs(record, {
      summary: t(departing ? 'calendar.summaryDeparture' : 'calendar.summaryArrival', {
        flight: record.flightNo,
        from,
        to,
      }),
      location: where,
      description: details.join('\n'),
    });
    downloadIcs(`${record.flightNo}-${record.flightDate}.ics`, ics);
  };
  return (
    <button
      type="button"
      className={`${buttonStyles.outline} ${styles.follow}`}
      data-variant="full"
      onClick={save}
      data-testid="add-to-calendar"
    >
      <CalendarPlus aria-hidden="true" focusable="false" className={styles.icon} />
      {t('calendar.add')}
    </button>
  );
}
