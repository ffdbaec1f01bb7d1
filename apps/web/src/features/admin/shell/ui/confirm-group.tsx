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
  return (
    <div className={styles.confirm} role="group" aria-labelledby={id}>
      <span id={id}>{question}</span>
      <button
        type="button"
        className={ui.buttonDanger}
        disabled={busy}
        onClick={() => void onConfirm()}
        autoFocus
      >
        {confirm}
      </button>
      <button type="button" className={ui.button} onClick={onKeep}>
        {keep}
      </button>
    </div>
  );
}
