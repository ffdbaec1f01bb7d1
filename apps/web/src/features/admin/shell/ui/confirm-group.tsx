import { useEffect, useRef } from 'react';
import ui from './admin-ui.module.css';
import styles from './confirm-group.module.css';

/**
 * A destructive step asked about in words: the question, the confirm button (focused when it
 * appears) and the button that keeps things as they are.
 */
export function ConfirmGroup({
  id,
  question,
  confirm,
  keep,
  busy,
  onConfirm,
  onKeep,
}: {
  id: string;
  question: string;
  confirm: string;
  keep: string;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
  onKeep: () => void;
}) {
  // Focused from an effect, not by `autoFocus`: Preact (decision 032) writes that as the
  // attribute, which browsers honour only while the page loads.
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <div className={styles.confirm} role="group" aria-labelledby={id}>
      <span id={id}>{question}</span>
      <button
        type="button"
        className={ui.buttonDanger}
        disabled={busy}
        onClick={() => void onConfirm()}
        ref={confirmButton}
      >
        {confirm}
      </button>
      <button type="button" className={ui.button} onClick={onKeep}>
        {keep}
      </button>
    </div>
  );
}
