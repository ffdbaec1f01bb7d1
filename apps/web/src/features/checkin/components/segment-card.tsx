import type { CheckinSegment } from '@can/contracts/checkin';
import { useTranslation } from '../../../lib/i18n';
import { CHECKIN_PATHS, segmentHref } from '../model/steps';
import { ButtonLink } from '../../../ui/button';
import { Panel } from '../../../ui/panel';
import styles from './checkin.module.css';

/** One ticketed segment: flight, times, terminal, cabin, status and what can be done now. */
export function SegmentCard({
  segment,
  helpLine,
}: {
  segment: CheckinSegment;
  helpLine: React.ReactNode;
}) {
  const { t } = useTranslation('checkin');
  const titleId = `segment-${segment.segmentId}`;
  const checkedIn = segment.status === 'checkedIn';
  return (
    <Panel as="article" className={styles.card} aria-labelledby={titleId} data-testid="segment">
      <header className={styles.segmentHead}>
        <h2 id={titleId} className={styles.subtitle}>
          {segment.flightNo} · {segment.fromCity} → {segment.toCity}
        </h2>
        <span className={checkedIn ? styles.badgeDone : styles.badge}>
          {checkedIn
            ? t('status.checkedIn', { channel: t(`channels.${segment.channel ?? 'web'}`) })
            : t('status.booked')}
        </span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('segment.date')}</dt>
          <dd>{segment.flightDate}</dd>
        </div>
        <div>
          <dt>{t('segment.departure')}</dt>
          <dd>
            {segment.departureTime.slice(11)} {segment.fromCity} ({segment.from})
          </dd>
        </div>
        <div>
          <dt>{t('segment.arrival')}</dt>
          <dd>
            {segment.arrivalTime.slice(11)} {segment.toCity} ({segment.to})
          </dd>
        </div>
        <div>
          <dt>{t('segment.terminal')}</dt>
          <dd>{segment.terminal}</dd>
        </div>
        <div>
          <dt>{t('segment.cabin')}</dt>
          <dd>{segment.cabinName}</dd>
        </div>
        <div>
          <dt>{t('segment.aircraft')}</dt>
          <dd>{segment.aircraft}</dd>
        </div>
        {segment.operatingFlightNo !== segment.flightNo ? (
          <div>
            <dt>{t('segment.operatedBy')}</dt>
            <dd>{segment.operatingFlightNo}</dd>
          </div>
        ) : null}
        {segment.seat ? (
          <div>
            <dt>{t('segment.seat')}</dt>
            <dd>{segment.seat}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('segment.ticket')}</dt>
          <dd>{segment.ticketNo}</dd>
        </div>
      </dl>
      {segment.blockMessage ? (
        <div className={styles.blocked} data-testid="segment-block">
          <p>{segment.blockMessage}</p>
          {helpLine}
        </div>
      ) : null}
      <div className={styles.actions}>
        {segment.canCheckIn && !checkedIn ? (
          <ButtonLink variant="primary" to={segmentHref(CHECKIN_PATHS.seatmap, segment.segmentId)}>
            {t('segment.chooseSeat')}
          </ButtonLink>
        ) : null}
        {checkedIn && segment.channel === 'web' ? (
          <ButtonLink variant="primary" to={segmentHref(CHECKIN_PATHS.board, segment.segmentId)}>
            {t('segment.boardingPass')}
          </ButtonLink>
        ) : null}
      </div>
    </Panel>
  );
}
