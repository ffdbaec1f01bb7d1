import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import X from 'lucide-react/icons/x';
import { subscribe, type Notice } from '../lib/notify';
import styles from './notification-region.module.css';

const ICONS = {
  error: CircleAlert,
  warning: CircleAlert,
  success: CircleCheck,
  info: Info,
} as const;

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const Icon = ICONS[notice.tone];

  // Auto-dismiss after the notice's duration; pointer or keyboard focus on it pauses the clock.
  useEffect(() => {
    if (paused || notice.durationMs <= 0) return;
    const timer = setTimeout(() => onDismiss(notice.id), notice.durationMs);
    return () => clearTimeout(timer);
  }, [notice, paused, onDismiss]);

  return (
    <div
      className={styles.notice}
      data-tone={notice.tone}
      data-testid="notice"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{notice.text}</p>
      {notice.action ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            onDismiss(notice.id);
            notice.action?.run();
          }}
        >
          {notice.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('notifications.dismiss')}
        onClick={() => onDismiss(notice.id)}
      >
        <X aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * Renders the messages of lib/notify. Both live regions are always in the page so screen
 * readers announce what is added: errors assertively (role=alert), the rest politely.
 */
export function NotificationRegion({
  placement = 'window',
}: {
  /** window: fixed at the top of the window; inline: at the top of a sticky parent (page-frame). */
  placement?: 'window' | 'inline';
} = {}) {
  const [notices, setNotices] = useState<Notice[]>([]);

  useEffect(
    () =>
      subscribe((notice) => {
        setNotices((current) =>
          // The same text again while it shows (several calls failing, retries of one call) is
          // not shown twice, nor kept longer: every message lives its 5 s (spec section 8).
          current.some((n) => n.text === notice.text) ? current : [...current, notice],
        );
      }),
    [],
  );

  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((n) => n.id !== id));
  }, []);

  const errors = notices.filter((n) => n.tone === 'error');
  const others = notices.filter((n) => n.tone !== 'error');

  return (
    <div className={styles.region} data-placement={placement}>
      <div role="alert" className={styles.stack}>
        {errors.map((n) => (
          <NoticeItem key={n.id} notice={n} onDismiss={dismiss} />
        ))}
      </div>
      <div role="status" className={styles.stack}>
        {others.map((n) => (
          <NoticeItem key={n.id} notice={n} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );
}
