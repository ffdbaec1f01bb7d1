import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate } from 'react-router';
import { formatAirportDateTime } from '../../../lib/airport-time';
import { forgetPass, readSavedPass, savedPasses } from '../model/saved-passes';
import { CHECKIN_PATHS } from '../model/steps';
import { hasCheckinToken } from '../model/use-checkin-token';
import { Button } from '../../../ui/button';
import { BoardingPassCard } from './boarding-pass-card';
import { CheckinFrame } from './checkin-frame';
import styles from './checkin.module.css';

export const keptPassKeys = {
  all: ['checkin', 'kept'] as const,
  one: (segmentId: number) => ['checkin', 'kept', segmentId] as const,
};

/** Removes a kept pass from this device (a shared phone, a cancelled trip). */
function ForgetButton({ segmentId }: { segmentId: number }) {
  const { t } = useTranslation('checkin');
  const queryClient = useQueryClient();
  const forget = async () => {
    await forgetPass(segmentId);
    await queryClient.invalidateQueries({ queryKey: keptPassKeys.all });
  };
  return <Button onClick={() => void forget()}>{t('kept.forget')}</Button>;
}

/** The boarding pass kept on this device (saved-passes) with its note, or `fallback`. */
export function KeptPass({ segmentId, fallback }: { segmentId: number; fallback: ReactNode }) {
  const { t } = useTranslation('checkin');
  const kept = useQuery({
    queryKey: keptPassKeys.one(segmentId),
    queryFn: () => readSavedPass(segmentId),
    networkMode: 'always',
    staleTime: Infinity,
  });
  if (kept.isPending) return <p className={styles.info} aria-busy="true" />;
  if (!kept.data) return fallback;
  const { saved, barcode } = kept.data;
  return (
    <>
      <p className={`${styles.info} ${styles.noPrint}`} data-testid="kept-pass-note">
        {t('kept.note', { until: formatAirportDateTime(saved.keepUntil) })}
      </p>
      <BoardingPassCard pass={saved.pass} keptBarcode={barcode} />
      <p className={styles.noPrint}>
        <ForgetButton segmentId={segmentId} />
      </p>
    </>
  );
}

/**
 * The boarding pass page with no network or once the check-in session has ended: the pass kept
 * on this device; without one, the check-in start (no session) or a plain word that this pass
 * was not kept here.
 */
export function KeptPassView({ segmentId }: { segmentId: number }) {
  const { t } = useTranslation('checkin');
  return (
    <CheckinFrame step="done" title={t('board.heading')}>
      <KeptPass
        segmentId={segmentId}
        fallback={
          hasCheckinToken() ? (
            <p className={styles.refusal} role="alert">
              {t('kept.none')}
            </p>
          ) : (
            <Navigate to={CHECKIN_PATHS.start} replace />
          )
        }
      />
    </CheckinFrame>
  );
}

/** The check-in start's list of passes kept on this device, each a link to its page. */
export function KeptPassList() {
  const { t } = useTranslation('checkin');
  const kept = useQuery({
    queryKey: keptPassKeys.all,
    queryFn: () => savedPasses(),
    networkMode: 'always',
  });
  if (!kept.data?.length) return null;
  return (
    <section className={styles.keptList} aria-labelledby="kept-passes-title">
      <h2 id="kept-passes-title">{t('kept.title')}</h2>
      <ul>
        {kept.data.map(({ pass }) => (
          <li key={pass.segmentId}>
            <Link to={`${CHECKIN_PATHS.board}?segmentId=${pass.segmentId}`}>
              {t('kept.item', {
                flight: pass.flightNo,
                date: pass.flightDate,
                seat: pass.seat,
                name: pass.name,
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
