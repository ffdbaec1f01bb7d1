import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { checkinKeys, getBoardingPass } from '../api/checkin-api';
import { BoardingPassCard } from '../components/boarding-pass-card';
import { CancelCheckin } from '../components/cancel-checkin';
import { Busy, CheckinFrame } from '../components/checkin-frame';
import { CheckinTexts } from '../model/checkin-texts';
import { refusal } from '../model/refusal';
import { CHECKIN_PATHS, segmentIdOf } from '../model/steps';
import { hasCheckinToken } from '../model/use-checkin-token';
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
        <p className={styles.refusal} role="alert">
          {refusal(pass.error, t('messages.boardingPassFailed'))}
        </p>
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
  const segmentId = segmentIdOf(search);
  if (segmentId === null) return <Navigate to={CHECKIN_PATHS.list} replace />;
  return <BoardView segmentId={segmentId} />;
}

/** The view `checkin/board` (/service/checkIn_board?segmentId=): step 4, the boarding pass. */
export default function BoardPage() {
  if (!hasCheckinToken()) return <Navigate to={CHECKIN_PATHS.start} replace />;
  return (
    <CheckinTexts fallback={<Busy />}>
      <BoardRoute />
    </CheckinTexts>
  );
}
