import { useState, type FormEvent } from 'react';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import { hasCriteria, type CheckinSearch } from '../api/checkin-support-api';

const FIELDS = ['ticketNo', 'name', 'flightNo', 'date'] as const;

/** A ticket number, a name, or a flight number with its date (airport date). */
export function CheckinSearchForm({
  initial,
  onSearch,
}: {
  initial: CheckinSearch;
  onSearch: (q: CheckinSearch) => void;
}) {
  const { t } = useAdminT('admin-ops');
  const [values, setValues] = useState(initial);
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = {
      ticketNo: values.ticketNo.trim(),
      name: values.name.trim(),
      flightNo: values.flightNo.replace(/\s+/g, '').toUpperCase(),
      date: values.date,
    };
    const ok = hasCriteria(q);
    setError(!ok);
    if (ok) onSearch(q);
  };
  return (
    <form className={ui.toolbar} onSubmit={submit} noValidate role="search">
      {FIELDS.map((field) => (
        <div key={field} className={ui.field}>
          <label htmlFor={`checkin-${field}`}>{t(`checkin.${field}`)}</label>
          <input
            id={`checkin-${field}`}
            type={field === 'date' ? 'date' : 'text'}
            value={values[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={error ? 'checkin-search-error' : undefined}
          />
        </div>
      ))}
      <button type="submit" className={ui.buttonPrimary}>
        {t('checkin.search')}
      </button>
      {error ? (
        <p id="checkin-search-error" className={ui.fieldError} role="alert">
          {t('checkin.criteriaRequired')}
        </p>
      ) : null}
    </form>
  );
}
