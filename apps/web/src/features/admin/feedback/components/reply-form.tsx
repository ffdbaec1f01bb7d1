import { useState, type FormEvent } from 'react';
import { FEEDBACK_REPLY_MAX } from '@can/contracts/admin-service-paths';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import styles from './feedback.module.css';

/** The reply box: plain text, checked here for the two rules the server also applies. */
export function ReplyForm({
  answered,
  initial,
  sending,
  onSend,
}: {
  answered: boolean;
  initial: string;
  sending: boolean;
  onSend: (reply: string) => void;
}) {
  const { t } = useAdminT('admin-service');
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const length = text.trim().length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setProblem(t('feedback.replyForm.required'));
    if (length > FEEDBACK_REPLY_MAX)
      return setProblem(t('feedback.replyForm.tooLong', { max: FEEDBACK_REPLY_MAX, length }));
    setProblem(null);
    onSend(text.trim());
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <div className={ui.field}>
        <label htmlFor="feedback-reply">
          {answered ? t('feedback.replyForm.labelAgain') : t('feedback.replyForm.label')}
        </label>
        <textarea
          id="feedback-reply"
          className={styles.textarea}
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`feedback-reply-hint${problem ? ' feedback-reply-error' : ''}`}
        />
        <span id="feedback-reply-hint" className={ui.hint}>
          {t('feedback.replyForm.hint', { max: FEEDBACK_REPLY_MAX })}
        </span>
        <span className={styles.counter} aria-hidden="true">
          {t('feedback.replyForm.count', { length, max: FEEDBACK_REPLY_MAX })}
        </span>
        {problem ? (
          <span id="feedback-reply-error" className={ui.fieldError} role="alert">
            {problem}
          </span>
        ) : null}
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={sending}>
          {sending
            ? t('feedback.replyForm.sending')
            : answered
              ? t('feedback.replyForm.sendAgain')
              : t('feedback.replyForm.send')}
        </button>
      </div>
    </form>
  );
}
