import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate, useSearchParams } from 'react-router';
import { checkinKeys, getBoardingPass } from '../api/checkin-api';
import { BoardingPassCard } from '../components/boarding-pass-card';
import { CancelCheckin } from '../components/cancel-checkin';
import { Busy, CheckinFrame } from '../components/checkin-frame';
import { CheckinTexts } from '../model/checkin-texts';
import { refusal } from '../model/refusal';
import { CHECKIN_PATHS, segmentIdOf } from '../model/steps';
import { hasCheckinToken } from '../model/use-checkin-token';
import { KeptPass, KeptPassView } from '../components/kept-pass';
import { useOnline } from '../../../lib/use-online';
import styles from '../components/checkin.module.css';

function BoardView({ segmentId }: { segmentId: number }) {
  const { t } = useTranslation('checkin');
  const pass = useQuery({
    queryKey: checkinKeys.boardingPass(segmentId),
    queryFn: ({ signal }) => getBoardingPass(segmentId, signal),
    retry: false,
  });
  return (
    <CheckinFrame step="done" title={t('board.heading')}>
      {pass.isPending ? (
        <p className={styles.info} role="status">
          {t('loading')}
        </p>
      ) : pass.isError ? (
        // No network, or the server could not answer: the pass kept on this device, if any.
        <KeptPass
          segmentId={segmentId}
          fallback={
            <p className={styles.refusal} role="alert">
              {refusal(pass.error, t('messages.boardingPassFailed'))}
            </p>
          }
        />
      ) : (
        <>
          <p className={`${styles.success} ${styles.noPrint}`}>{t('board.intro')}</p>
          <BoardingPassCard pass={pass.data} />
          <CancelCheckin segmentId={segmentId} />
        </>
      )}
      <p className={styles.noPrint}>
        <Link to={CHECKIN_PATHS.list}>{t('board.backToList')}</Link>
      </p>
    </CheckinFrame>
  );
}

function BoardRoute() {
  const [search] = useSearchParams();
  const online = useOnline();
  const segmentId = segmentIdOf(search);
  if (segmentId === null) return <Navigate to={CHECKIN_PATHS.list} replace />;
  // Offline, or in a tab whose check-in session has ended: the pass kept on this device.
  if (!online || !hasCheckinToken()) return <KeptPassView segmentId={segmentId} />;
  return <BoardView segmentId={segmentId} />;
}

/**
 * The view `checkin/board` (/service/checkIn_board?segmentId=): step 4, the boarding pass; with
 * no network or no session, the pass kept on this device until the flight has left.
 */
export default function BoardPage() {
  return (
    <CheckinTexts fallback={<Busy />}>
      <BoardRoute />
    </CheckinTexts>
  );
}
