import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { PushSubscriptionBody } from '@can/contracts/alerts';
import { getPushKey } from '../api/alerts-api';
import { subscribeThisBrowser } from '../model/browser-push';
import styles from './alerts.module.css';

/** What asking for this browser gave: its subscription, or why there is none (to show). */
export type BrowserAnswer =
  { push: PushSubscriptionBody; note?: undefined } | { push?: undefined; note: string };

export interface PushChoice {
  /** This browser can get alerts (a running service worker): the option shows. */
  available: boolean;
  checked: boolean;
  setChecked: (checked: boolean) => void;
  /** Why this browser will not get alerts, beside the box; empty otherwise. */
  note: string;
  /**
   * Subscribes this browser (the permission question first: call it from the reader's click).
   * On failure the box is unchecked and the note says why.
   */
  subscribe: () => Promise<BrowserAnswer>;
}

/** "This browser" as a way to get alerts: its box, and the browser's subscription on submit. */
export function usePushChoice(
  registration: ServiceWorkerRegistration | null,
  initial = false,
): PushChoice {
  const { t } = useTranslation('alerts');
  const [checked, setChecked] = useState(initial);
  const [note, setNote] = useState('');
  return {
    available: registration !== null,
    checked,
    setChecked: (next) => {
      setChecked(next);
      if (next) setNote('');
    },
    note,
    subscribe: async () => {
      if (!registration) return { note: t('push.failed') };
      setNote('');
      const answer = await subscribeThisBrowser(registration, getPushKey);
      if ('push' in answer) return { push: answer.push };
      const text = t(`push.${answer.refused}`);
      setChecked(false);
      setNote(text);
      return { note: text };
    },
  };
}

/**
 * The box for this browser, with the line saying why it could not be signed up. Shown where
 * the browser can get alerts, or where `shown` says (a subscription that has them, to stop).
 */
export function PushCheckbox({
  choice,
  label,
  shown = choice.available,
}: {
  choice: PushChoice;
  label: string;
  shown?: boolean;
}) {
  const noteId = useId();
  if (!shown) return null;
  return (
    <div className={styles.pushChoice}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={choice.checked}
          onChange={(event) => choice.setChecked(event.target.checked)}
          aria-describedby={choice.note ? noteId : undefined}
        />
        <span>{label}</span>
      </label>
      <p id={noteId} role="status" className={styles.pushNote} data-testid="alert-push-note">
        {choice.note}
      </p>
    </div>
  );
}
