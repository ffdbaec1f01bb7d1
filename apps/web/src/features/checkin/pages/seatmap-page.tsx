import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import { notifySuccess } from '../../../lib/notify';
import { checkinKeys, confirmCheckin, getSeatMap } from '../api/checkin-api';
import { Busy, CheckinFrame } from '../components/checkin-frame';
import { ConfirmPanel, type Declarations } from '../components/confirm-panel';
import { SeatGrid } from '../components/seat-grid';
import { SeatLegend } from '../components/seat-legend';
import { SeatList } from '../components/seat-list';
import { CheckinTexts } from '../model/checkin-texts';
import { isChoosable } from '../model/seat-grid';
import { refusal } from '../model/refusal';
import { CHECKIN_PATHS, segmentHref, segmentIdOf } from '../model/steps';
import { hasCheckinToken } from '../model/use-checkin-token';
import { Button } from '../../../ui/button';
import { Panel } from '../../../ui/panel';
import styles from '../components/checkin.module.css';
import mapStyles from '../components/seat-map.module.css';

const ZOOMS = [0.75, 1, 1.25, 1.5];

function SeatmapView({ segmentId }: { segmentId: number }) {
  const { t } = useTranslation('checkin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [asList, setAsList] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ text: string; id: number } | null>(null);
  /** A refusal that took the chosen seat away (another passenger had it first). */
  const [seatLost, setSeatLost] = useState<string | null>(null);
  const seatLostRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (seatLost) seatLostRef.current?.focus();
  }, [seatLost]);
  const map = useQuery({
    queryKey: checkinKeys.seatMap(segmentId),
    queryFn: ({ signal }) => getSeatMap(segmentId, signal),
    retry: false,
  });

  const choose = (seat: string) => {
    setChosen(seat);
    setRefused(null);
    setSeatLost(null);
  };

  const onConfirm = async (declarations: Declarations) => {
    if (!chosen) return;
    setBusy(true);
    setRefused(null);
    try {
      const answer = await confirmCheckin({ segmentId, seat: chosen, ...declarations });
      queryClient.setQueryData(checkinKeys.boardingPass(segmentId), answer.data);
      void queryClient.invalidateQueries({ queryKey: checkinKeys.itinerary() });
      notifySuccess(answer.msg);
      await navigate(segmentHref(CHECKIN_PATHS.board, segmentId));
    } catch (error) {
      const message = refusal(error, t('messages.confirmFailed'));
      // The map as it is now: a seat someone else took shows as taken, and the choice is
      // cleared with the reason beside the map; any other refusal stays beside the confirm.
      const fresh = await map.refetch();
      const seat = fresh.data?.rows.flatMap((row) => row.seats).find((c) => c?.seat === chosen);
      if (fresh.data && !isChoosable(seat ?? null)) {
        setChosen(null);
        setSeatLost(message);
      } else {
        setRefused({ text: message, id: Date.now() });
      }
    } finally {
      setBusy(false);
    }
  };

  const chosenCell = chosen
    ? map.data?.rows
        .flatMap((row) => row.seats.map((seat) => ({ seat, row })))
        .find((entry) => entry.seat?.seat === chosen)
    : undefined;
  const exitSeat = Boolean(
    chosenCell && (chosenCell.row.exitRow || chosenCell.seat?.state === 'emergency'),
  );
  const zoomAt = ZOOMS.indexOf(zoom);

  return (
    <CheckinFrame step="seat" title={t('seatMap.heading')}>
      {map.isPending ? (
        <p className={styles.info} role="status">
          {t('loading')}
        </p>
      ) : map.isError ? (
        <p className={styles.refusal} role="alert">
          {refusal(map.error, t('loadFailed'))}
        </p>
      ) : (
        <div className={styles.seatLayout}>
          <Panel className={styles.card} aria-labelledby="checkin-map-title">
            <h2 id="checkin-map-title" className={styles.subtitle}>
              {map.data.flightNo} · {map.data.layout}
            </h2>
            <div className={mapStyles.toolbar}>
              <Button
                className={styles.toggle}
                aria-pressed={asList}
                onClick={() => setAsList((value) => !value)}
              >
                {t('seatMap.listView')}
              </Button>
              {!asList ? (
                <div className={mapStyles.zoom} role="group" aria-label={t('seatMap.zoom')}>
                  <Button
                    className={styles.iconButton}
                    onClick={() => setZoom(ZOOMS[zoomAt - 1] ?? zoom)}
                    disabled={zoomAt <= 0}
                    aria-label={t('seatMap.zoomOut')}
                  >
                    <ZoomOut aria-hidden="true" />
                  </Button>
                  <Button
                    className={styles.iconButton}
                    onClick={() => setZoom(ZOOMS[zoomAt + 1] ?? zoom)}
                    disabled={zoomAt >= ZOOMS.length - 1}
                    aria-label={t('seatMap.zoomIn')}
                  >
                    <ZoomIn aria-hidden="true" />
                  </Button>
                </div>
              ) : null}
            </div>
            <SeatLegend />
            {asList ? (
              <SeatList map={map.data} chosen={chosen} onChoose={choose} />
            ) : (
              <SeatGrid map={map.data} chosen={chosen} onChoose={choose} zoom={zoom} />
            )}
            <p className={styles.info} role="status" data-testid="chosen-seat">
              {chosen ? t('seatMap.chosen', { seat: chosen }) : t('seatMap.none')}
            </p>
            {seatLost ? (
              <p
                ref={seatLostRef}
                tabIndex={-1}
                className={styles.refusal}
                role="alert"
                data-testid="seat-lost"
              >
                {seatLost}
              </p>
            ) : null}
          </Panel>
          {chosen ? (
            <ConfirmPanel
              seat={chosen}
              exitSeat={exitSeat}
              busy={busy}
              refusal={refused}
              onConfirm={(declarations) => void onConfirm(declarations)}
            />
          ) : null}
        </div>
      )}
    </CheckinFrame>
  );
}

function SeatmapRoute() {
  const [search] = useSearchParams();
  const segmentId = segmentIdOf(search);
  if (segmentId === null) return <Navigate to={CHECKIN_PATHS.list} replace />;
  return <SeatmapView segmentId={segmentId} />;
}

/** The view `checkin/seatmap` (/service/checkIn_seatmap?segmentId=): step 3, seat and confirm. */
export default function SeatmapPage() {
  if (!hasCheckinToken()) return <Navigate to={CHECKIN_PATHS.start} replace />;
  return (
    <CheckinTexts fallback={<Busy />}>
      <SeatmapRoute />
    </CheckinTexts>
  );
}
