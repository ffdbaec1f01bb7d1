import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import type { FlightRecord } from '@can/contracts/flights';
import { airlineLogo, codeshares } from '../model/flight-text';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import { useRotationTick } from '../model/use-motion';
import { useDetailHref } from '../model/detail-href';
import styles from './flight-number.module.css';

/**
 * Airline logo, flight number (a link to the detail page) and the codeshare numbers sold on the
 * flight, turning one by one beside it; under reduced motion the first stays, with "+n".
 * Screen readers get the full list once instead of the turning one.
 */
export function FlightNumber({ record, link = true }: { record: FlightRecord; link?: boolean }) {
  const detailHref = useDetailHref();
  const { t } = useTranslation('flights');
  const shares = codeshares(record);
  const reduced = usePrefersReducedMotion();
  const tick = useRotationTick(shares.length > 1 && !reduced);
  const logo = airlineLogo(record);
  const shown = shares[tick % Math.max(shares.length, 1)];
  return (
    <span className={styles.flight}>
      {logo ? (
        <img className={styles.logo} src={logo} alt="" width={24} height={24} decoding="async" />
      ) : (
        // No picture in the record: the airline's code in the same round badge, never an empty one.
        <span className={`${styles.logo} ${styles.codeBadge}`} aria-hidden="true">
          {record.airline || record.flightNo.slice(0, 2)}
        </span>
      )}
      {link ? (
        <Link className={styles.number} to={detailHref(record.flightId)} data-testid="flight-link">
          {record.flightNo}
        </Link>
      ) : (
        <span className={styles.number}>{record.flightNo}</span>
      )}
      {shown ? (
        <>
          <span className="visually-hidden">
            {t('board.codeshares', { list: shares.join(', ') })}
          </span>
          <span className={styles.share} aria-hidden="true" data-testid="codeshare">
            <span key={shown} className={styles.shareText}>
              {shown}
            </span>
            {reduced && shares.length > 1 ? (
              <span className={styles.more}>+{shares.length - 1}</span>
            ) : null}
          </span>
        </>
      ) : null}
    </span>
  );
}
