import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { cancelCheckin, checkinKeys } from '../api/checkin-api';
import { refusal } from '../model/refusal';
import { forgetPass } from '../model/saved-passes';
import { CHECKIN_PATHS } from '../model/steps';
import { Button } from '../../../ui/button';
import styles from './checkin.module.css';

/** Cancel check-in, after a confirmation (native dialog); the rules' refusals are shown. */
export function CancelCheckin({ segmentId }: { segmentId: number }) {
  const { t } = useTranslation('checkin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const onCancel = async () => {
    setBusy(true);
    setRefused(null);
    try {
      const answer = await cancelCheckin(segmentId);
      // A cancelled pass is no pass: this device forgets the copy it kept for offline use.
      await forgetPass(segmentId).catch(() => undefined);
      dialog.current?.close();
      queryClient.removeQueries({ queryKey: checkinKeys.boardingPass(segmentId) });
      queryClient.removeQueries({ queryKey: checkinKeys.barcode(segmentId) });
      void queryClient.invalidateQueries({ queryKey: checkinKeys.all });
      notifySuccess(answer.msg);
      await navigate(CHECKIN_PATHS.list);
    } catch (error) {
      dialog.current?.close();
      setRefused(refusal(error, t('loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${styles.cancel} ${styles.noPrint}`}>
      <p className={styles.hint}>{t('cancel.rules')}</p>
      <Button
        className={styles.danger}
        onClick={() => {
          setRefused(null);
          dialog.current?.showModal();
        }}
      >
        {t('cancel.button')}
      </Button>
      <p
        className={refused ? styles.refusal : styles.info}
        role="alert"
        data-testid="cancel-message"
      >
        {refused}
      </p>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="checkin-cancel-title">
        <h2 id="checkin-cancel-title" className={styles.subtitle}>
          {t('cancel.title')}
        </h2>
        <p>{t('cancel.question')}</p>
        <div className={styles.actions}>
          <Button className={styles.danger} onClick={() => void onCancel()} disabled={busy}>
            {t('cancel.confirm')}
          </Button>
          <Button onClick={() => dialog.current?.close()} autoFocus>
            {t('cancel.keep')}
          </Button>
        </div>
      </dialog>
    </div>
  );
}
