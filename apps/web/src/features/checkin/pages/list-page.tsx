import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Navigate } from 'react-router';
import { checkinKeys, getItinerary } from '../api/checkin-api';
import { Busy, CheckinFrame, HelpLine } from '../components/checkin-frame';
import { SegmentCard } from '../components/segment-card';
import { CheckinTexts } from '../model/checkin-texts';
import { refusal } from '../model/refusal';
import { CHECKIN_PATHS } from '../model/steps';
import { hasCheckinToken } from '../model/use-checkin-token';
import styles from '../components/checkin.module.css';

function ListView() {
  const { t } = useTranslation('checkin');
  const itinerary = useQuery({
    queryKey: checkinKeys.itinerary(),
    queryFn: ({ signal }) => getItinerary(signal),
    retry: false,
  });
  return (
    <CheckinFrame step="itinerary" title={t('list.heading')}>
      {itinerary.isPending ? (
        <p className={styles.info} role="status">
          {t('loading')}
        </p>
      ) : itinerary.isError ? (
        <p className={styles.refusal} role="alert">
          {refusal(itinerary.error, t('loadFailed'))}
        </p>
      ) : (
        <>
          <p className={styles.passenger}>
            {t('list.passenger', {
              name: itinerary.data.passenger.name,
              cert: `${t(`certTypes.${itinerary.data.passenger.certType}`)} ${itinerary.data.passenger.certNo}`,
              mobile: itinerary.data.passenger.mobile,
            })}
          </p>
          {itinerary.data.segments.length === 0 ? (
            <p className={styles.info}>{t('list.empty')}</p>
          ) : (
            <div className={styles.segments}>
              {itinerary.data.segments.map((segment) => (
                <SegmentCard
                  key={segment.segmentId}
                  segment={segment}
                  helpLine={<HelpLine {...itinerary.data.helpLine} />}
                />
              ))}
            </div>
          )}
        </>
      )}
    </CheckinFrame>
  );
}

/** The view `checkin/list` (/service/checkIn_list): step 2, the itinerary. */
export default function ListPage() {
  if (!hasCheckinToken()) return <Navigate to={CHECKIN_PATHS.start} replace />;
  return (
    <CheckinTexts fallback={<Busy />}>
      <ListView />
    </CheckinTexts>
  );
}
