import { useState, type FormEvent } from 'react';
import { isFlightNumber, type Day } from '../api/flight-ops-api';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';

/** Flight number (or its first characters) and the day, as travellers search the board. */
export function FlightSearchForm({
  flightNo,
  day,
  onSearch,
}: {
  flightNo: string;
  day: Day;
  onSearch: (next: { flightNo: string; day: Day }) => void;
}) {
  const { t } = useAdminT('admin-ops');
  const [number, setNumber] = useState(flightNo);
  const [chosenDay, setChosenDay] = useState<Day>(day);
  const [error, setError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const compact = number.replace(/\s+/g, '').toUpperCase();
    const valid = isFlightNumber(compact);
    setError(!valid);
    if (valid) onSearch({ flightNo: compact, day: chosenDay });
  };

  return (
    <form className={ui.toolbar} onSubmit={submit} noValidate role="search">
      <div className={ui.field}>
        <label htmlFor="ops-flight-no">{t('flights.flightNo')}</label>
        <input
          id="ops-flight-no"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          placeholder="CZ3101"
          aria-invalid={error || undefined}
          aria-describedby={error ? 'ops-flight-no-error' : 'ops-flight-no-hint'}
        />
        {error ? (
          <span id="ops-flight-no-error" className={ui.fieldError}>
            {t('flights.flightNoInvalid')}
          </span>
        ) : (
          <span id="ops-flight-no-hint" className={ui.hint}>
            {t('flights.flightNoHint')}
          </span>
        )}
      </div>
      <div className={ui.field}>
        <label htmlFor="ops-flight-day">{t('flights.day')}</label>
        <select
          id="ops-flight-day"
          value={chosenDay}
          onChange={(e) => setChosenDay(Number(e.target.value) as Day)}
        >
          <option value={-1}>{t('flights.yesterday')}</option>
          <option value={0}>{t('flights.today')}</option>
          <option value={1}>{t('flights.tomorrow')}</option>
        </select>
        <span className={ui.hint}>&nbsp;</span>
      </div>
      <div className={ui.field}>
        <button type="submit" className={ui.buttonPrimary}>
          {t('flights.search')}
        </button>
        <span className={ui.hint}>&nbsp;</span>
      </div>
    </form>
  );
}
