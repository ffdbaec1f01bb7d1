import type { DeskAlertSubscription } from '@can/contracts/admin-alerts';
import { useRef, useState } from 'react';
import { formatAirportDateTime } from '../../../../lib/airport-time';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import { ConfirmGroup } from '../../shell/ui/confirm-group';
import { ResultsTable } from '../../shell/ui/results-table';
import { useEndAlerts, type AlertContact } from '../api/alerts-desk-api';
import styles from './alerts-desk.module.css';

/**
 * A contact's live alerts: flight, date, channels, the masked contact, when they end by
 * themselves and their state; each may be ended, or all at once, after a question in words.
 * The line under the table says what was ended.
 */
export function AlertResults({
  contact,
  list,
}: {
  contact: AlertContact;
  list: DeskAlertSubscription[];
}) {
  const { t } = useAdminT('admin-service');
  const end = useEndAlerts();
  const [asking, setAsking] = useState<number | 'all' | null>(null);
  const [result, setResult] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const confirmEnd = async (subscription?: DeskAlertSubscription) => {
    setResult('');
    const done = await end
      .mutateAsync({ contact, ids: subscription ? [subscription.id] : undefined })
      .catch(() => null);
    setAsking(null);
    // The row (or the table) is gone: the heading keeps the keyboard's place.
    heading.current?.focus();
    if (!done) return;
    const [first] = done.list;
    setResult(
      subscription && first
        ? t('alertsDesk.ended', { flight: first.flightNo, date: first.flightDate })
        : t('alertsDesk.endedAll', { count: done.list.length }),
    );
  };

  return (
    <section aria-labelledby="alerts-results-title">
      <h2 id="alerts-results-title" ref={heading} tabIndex={-1} className={styles.heading}>
        {list.length ? t('alertsDesk.results', { count: list.length }) : t('alertsDesk.none')}
      </h2>
      {list.length ? (
        <ResultsTable
          captionId="alerts-caption"
          caption={t('alertsDesk.results', { count: list.length })}
          columns={[
            t('alertsDesk.flight'),
            t('alertsDesk.date'),
            t('alertsDesk.channels'),
            t('alertsDesk.contact'),
            t('alertsDesk.endsAt'),
            t('alertsDesk.status'),
            t('alertsDesk.actions'),
          ]}
        >
          {list.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.flightNo}</th>
              <td className={styles.nowrap}>{s.flightDate}</td>
              <td>
                <span className={styles.pills}>
                  {s.channels.map((c) => (
                    <span key={c} className={ui.pill}>
                      {t(`alertsDesk.channel.${c}`)}
                    </span>
                  ))}
                </span>
              </td>
              <td className={styles.nowrap}>{s.contact}</td>
              <td className={styles.nowrap}>{formatAirportDateTime(s.endsAt)}</td>
              <td>
                <span
                  className={`${ui.pill} ${s.status === 'active' ? ui['pill-ok'] : ui['pill-warn']}`}
                >
                  {t(`alertsDesk.state.${s.status}`)}
                </span>
              </td>
              <td>
                {asking === s.id ? (
                  <ConfirmGroup
                    id={`alerts-end-question-${s.id}`}
                    question={t('alertsDesk.endQuestion', {
                      flight: s.flightNo,
                      date: s.flightDate,
                      contact: s.contact,
                    })}
                    confirm={t('alertsDesk.endConfirm')}
                    keep={t('alertsDesk.endKeep')}
                    busy={end.isPending}
                    onConfirm={() => confirmEnd(s)}
                    onKeep={() => setAsking(null)}
                  />
                ) : (
                  <button
                    type="button"
                    className={ui.buttonDanger}
                    disabled={end.isPending}
                    aria-label={t('alertsDesk.endFor', { flight: s.flightNo, date: s.flightDate })}
                    onClick={() => setAsking(s.id)}
                  >
                    {t('alertsDesk.end')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </ResultsTable>
      ) : null}
      {list.length > 1 ? (
        asking === 'all' ? (
          <ConfirmGroup
            id="alerts-end-all-question"
            question={t('alertsDesk.endAllQuestion', { count: list.length })}
            confirm={t('alertsDesk.endAllConfirm')}
            keep={t('alertsDesk.endKeep')}
            busy={end.isPending}
            onConfirm={() => confirmEnd()}
            onKeep={() => setAsking(null)}
          />
        ) : (
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.buttonDanger}
              disabled={end.isPending}
              onClick={() => setAsking('all')}
            >
              {t('alertsDesk.endAll')}
            </button>
          </div>
        )
      ) : null}
      <p className={ui.result} role="status">
        {result}
      </p>
    </section>
  );
}
