import type { AirportCheckinChannel } from '@can/contracts/admin-ops-paths';
import type { OpsCheckin } from '@can/contracts/admin-ops';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import { ConfirmGroup } from '../../shell/ui/confirm-group';
import { useMarkCheckin, useReleaseSeat } from '../api/checkin-support-api';
import styles from './checkin-support.module.css';

/**
 * The desk's actions for one passenger: checked in at a counter or a kiosk (a seat may be
 * given; empty picks a free one), which stops them cancelling online; or the seat released.
 */
export function DeskPanel({ checkin }: { checkin: OpsCheckin }) {
  const { t } = useAdminT('admin-ops');
  const [channel, setChannel] = useState<AirportCheckinChannel>(
    checkin.channel === 'kiosk' ? 'kiosk' : 'counter',
  );
  const [seat, setSeat] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState('');
  const mark = useMarkCheckin();
  const release = useReleaseSeat();
  const busy = mark.isPending || release.isPending;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a row of a (long) list: bring it into view and start there.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const checkedIn = checkin.status === 'checkedIn';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult('');
    const done = await mark
      .mutateAsync({ segmentId: checkin.segmentId, channel, seat: seat.trim() })
      .catch(() => null);
    if (!done) return;
    setSeat('');
    setResult(
      t('checkin.marked', {
        name: done.name,
        channel: t(`checkin.channels.${done.channel ?? channel}`),
        seat: done.seat ?? '',
      }),
    );
  };
  const confirmRelease = async () => {
    setResult('');
    const done = await release.mutateAsync(checkin.segmentId).catch(() => null);
    setConfirming(false);
    if (done) setResult(t('checkin.released', { name: done.name, seat: checkin.seat ?? '' }));
  };

  return (
    <section className={`${ui.card} ${styles.panel}`} aria-labelledby="desk-title">
      <h2 id="desk-title" ref={heading} tabIndex={-1}>
        {t('checkin.deskTitle', { name: checkin.name })}
      </h2>
      <p className={ui.hint}>
        {t('checkin.deskSummary', {
          flight: checkin.flightNo,
          time: checkin.departureTime,
          state: checkedIn
            ? t('checkin.stateCheckedIn', {
                channel: t(`checkin.channels.${checkin.channel ?? 'web'}`),
                seat: checkin.seat ?? '',
              })
            : t('checkin.booked'),
        })}
      </p>
      <form className={ui.form} onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className={styles.channels}>
          <legend>{t('checkin.channel')}</legend>
          {(['counter', 'kiosk'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="desk-channel"
                value={value}
                checked={channel === value}
                onChange={() => setChannel(value)}
              />
              {t(`checkin.channels.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className={ui.field}>
          <label htmlFor="desk-seat">{t('checkin.seatToAssign')}</label>
          <input
            id="desk-seat"
            className={styles.seat}
            value={seat}
            onChange={(e) => setSeat(e.target.value)}
            maxLength={4}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="desk-seat-hint"
          />
          <span id="desk-seat-hint" className={ui.hint}>
            {checkedIn
              ? t('checkin.seatKeepHint', { seat: checkin.seat ?? '' })
              : t('checkin.seatPickHint')}
          </span>
        </div>
        <div className={ui.actions}>
          <button type="submit" className={ui.buttonPrimary} disabled={busy}>
            {t('checkin.mark')}
          </button>
          {checkedIn && !confirming ? (
            <button
              type="button"
              className={ui.buttonDanger}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t('checkin.release')}
            </button>
          ) : null}
        </div>
        {confirming ? (
          <ConfirmGroup
            id="desk-release-question"
            question={t('checkin.releaseQuestion', {
              name: checkin.name,
              seat: checkin.seat ?? '',
            })}
            confirm={t('checkin.releaseConfirm')}
            keep={t('checkin.releaseKeep')}
            busy={busy}
            onConfirm={confirmRelease}
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
