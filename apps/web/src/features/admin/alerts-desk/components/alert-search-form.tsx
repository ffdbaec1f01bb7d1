import { useState, type FormEvent } from 'react';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import { hasContact, type AlertContact } from '../api/alerts-desk-api';

const FIELDS = [
  { name: 'mobile', type: 'tel', autoComplete: 'off' },
  { name: 'email', type: 'email', autoComplete: 'off' },
] as const;

/** A mobile number or an e-mail address (or both: alerts of either are listed). */
export function AlertSearchForm({
  initial,
  onSearch,
}: {
  initial: AlertContact;
  onSearch: (contact: AlertContact) => void;
}) {
  const { t } = useAdminT('admin-service');
  const [values, setValues] = useState(initial);
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const contact = { mobile: values.mobile.trim(), email: values.email.trim() };
    const ok = hasContact(contact);
    setError(!ok);
    if (ok) onSearch(contact);
  };
  return (
    <form className={ui.toolbar} onSubmit={submit} noValidate role="search">
      {FIELDS.map(({ name, type, autoComplete }) => (
        <div key={name} className={ui.field}>
          <label htmlFor={`alerts-${name}`}>{t(`alertsDesk.${name}`)}</label>
          <input
            id={`alerts-${name}`}
            type={type}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            autoComplete={autoComplete}
            spellCheck={false}
            maxLength={name === 'mobile' ? 40 : 200}
            aria-describedby={error ? 'alerts-search-error' : undefined}
          />
        </div>
      ))}
      <button type="submit" className={ui.buttonPrimary}>
        {t('alertsDesk.search')}
      </button>
      {error ? (
        <p id="alerts-search-error" className={ui.fieldError} role="alert">
          {t('alertsDesk.contactRequired')}
        </p>
      ) : null}
    </form>
  );
}
