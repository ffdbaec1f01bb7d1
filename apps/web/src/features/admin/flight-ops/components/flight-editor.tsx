import type { OpsFlight } from '@can/contracts/admin-ops';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatAirportDateTime } from '../../../../lib/airport-time';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import { ConfirmGroup } from '../../shell/ui/confirm-group';
import { useCancelFlight, useUpdateFlight } from '../api/flight-ops-api';
import {
  AUTOMATIC,
  FLIGHT_FORM_FIELDS,
  bodyOf,
  formOf,
  minuteOf,
  statusChoices,
  type FlightForm,
} from '../model/flight-form';
import { otherCity } from './flight-results';
import { OpsStatusPill } from './ops-status-pill';
import styles from './flight-ops.module.css';

/**
 * What operations set for one flight: status, estimated times (airport time), gate, belt and
 * counters. An empty field is automatic (the schedule and the live simulation); saving pushes
 * the change to every open board. Cancelling asks once more.
 */
export function FlightEditor({ flight }: { flight: OpsFlight }) {
  const { t, i18n } = useAdminT('admin-ops');
  const r = flight.record;
  const [form, setForm] = useState<FlightForm>(() => formOf(flight));
  const [result, setResult] = useState('');
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateFlight();
  const cancel = useCancelFlight();
  const busy = update.isPending || cancel.isPending;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a row of a (long) list: bring it into view and start there.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const set = <K extends keyof FlightForm>(key: K, value: FlightForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const save = async (values: FlightForm, message: string) => {
    setResult('');
    const saved = await update.mutateAsync(bodyOf(r.flightId, values)).catch(() => null);
    if (!saved) return;
    setForm(formOf(saved));
    setResult(message);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(form, t('editor.saved', { flight: r.flightNo }));
  };
  const confirmCancel = async () => {
    setResult('');
    const saved = await cancel.mutateAsync(r.flightId).catch(() => null);
    setConfirming(false);
    if (!saved) return;
    setForm(formOf(saved));
    setResult(t('editor.cancelled', { flight: r.flightNo }));
  };

  const departing = r.depOrArr === 'D';
  const now = {
    status: t(`status.${r.flightStatus}`),
    estDeparture: minuteOf(r.setoffTimePred),
    estArrival: minuteOf(r.arriTimePred),
    gate: r.boardingGate || t('editor.none'),
    belt: r.baggageTable || t('editor.none'),
    counter: r.checkInCounter || t('editor.none'),
  };
  const hint = (id: string, current: string) => (
    <span id={id} className={ui.hint}>
      {t('editor.automaticHint', { current })}
    </span>
  );

  return (
    <section className={`${ui.card} ${styles.editor}`} aria-labelledby="ops-editor-title">
      <h2 id="ops-editor-title" ref={heading} tabIndex={-1}>
        {t('editor.title', { flight: r.flightNo })}
      </h2>
      <p className={styles.summary}>
        {t(departing ? 'flights.departureTo' : 'flights.arrivalFrom', {
          city: otherCity(r, i18n.language),
        })}{' '}
        ·{' '}
        {t('editor.scheduledAt', { time: minuteOf(departing ? r.setoffTimePlan : r.arriTimePlan) })}{' '}
        · <OpsStatusPill status={r.flightStatus} />
        {flight.override ? (
          <>
            {' '}
            ·{' '}
            {t('editor.lastSetBy', {
              who: flight.override.updatedBy,
              at: formatAirportDateTime(flight.override.updatedAt),
            })}
          </>
        ) : null}
      </p>
      <form className={ui.form} style={{ maxWidth: 'none' }} onSubmit={submit} noValidate>
        <div className={`${ui.split} ${styles.grid}`}>
          <div className={ui.field}>
            <label htmlFor="ops-status">{t('editor.status')}</label>
            <select
              id="ops-status"
              value={form.status}
              onChange={(e) => set('status', e.target.value as FlightForm['status'])}
              aria-describedby="ops-status-hint"
            >
              <option value="">{t('editor.automatic')}</option>
              {statusChoices(r.depOrArr).map((code) => (
                <option key={code} value={code}>
                  {t(`status.${code}`)}
                </option>
              ))}
            </select>
            {hint('ops-status-hint', now.status)}
          </div>
          <div className={ui.field}>
            <label htmlFor="ops-est-departure">{t('editor.estDeparture')}</label>
            <input
              id="ops-est-departure"
              type="datetime-local"
              value={form.estDeparture}
              onChange={(e) => set('estDeparture', e.target.value)}
              aria-describedby="ops-est-departure-hint"
            />
            {hint('ops-est-departure-hint', now.estDeparture)}
          </div>
          <div className={ui.field}>
            <label htmlFor="ops-est-arrival">{t('editor.estArrival')}</label>
            <input
              id="ops-est-arrival"
              type="datetime-local"
              value={form.estArrival}
              onChange={(e) => set('estArrival', e.target.value)}
              aria-describedby="ops-est-arrival-hint"
            />
            {hint('ops-est-arrival-hint', now.estArrival)}
          </div>
          {FLIGHT_FORM_FIELDS.map((field) => (
            <div key={field} className={ui.field}>
              <label htmlFor={`ops-${field}`}>{t(`editor.${field}`)}</label>
              <input
                id={`ops-${field}`}
                value={form[field]}
                onChange={(e) => set(field, e.target.value)}
                autoComplete="off"
                spellCheck={false}
                maxLength={field === 'counter' ? 17 : 8}
                aria-describedby={`ops-${field}-hint`}
              />
              {hint(`ops-${field}-hint`, now[field])}
            </div>
          ))}
        </div>
        <p className={ui.hint}>{t('editor.airportTime')}</p>
        <div className={ui.actions}>
          <button type="submit" className={ui.buttonPrimary} disabled={busy}>
            {t('editor.save')}
          </button>
          <button
            type="button"
            className={ui.button}
            disabled={busy || !flight.override}
            onClick={() => void save(AUTOMATIC, t('editor.reset', { flight: r.flightNo }))}
          >
            {t('editor.resetAll')}
          </button>
          {r.flightStatus !== 'cancelled' && !confirming ? (
            <button
              type="button"
              className={ui.buttonDanger}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t('editor.cancelFlight')}
            </button>
          ) : null}
        </div>
        {confirming ? (
          <ConfirmGroup
            id="ops-cancel-question"
            question={t('editor.cancelQuestion', { flight: r.flightNo })}
            confirm={t('editor.cancelConfirm')}
            keep={t('editor.cancelKeep')}
            busy={busy}
            onConfirm={confirmCancel}
            onKeep={() => setConfirming(false)}
          />
        ) : null}
        <p className={ui.result} role="status">
          {result}
        </p>
      </form>
    </section>
  );
}
