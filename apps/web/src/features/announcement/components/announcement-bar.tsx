import { useLayoutEffect, useRef } from 'react';
import Megaphone from 'lucide-react/icons/megaphone';
import X from 'lucide-react/icons/x';
import { useFrameTranslation } from '../../../shell/frame-texts';
import { SafeHtml } from '../../../shell/safe-html';
import type { Announcement } from '../api/get-announcement';
import { markAnnouncementRead } from '../model/read-state';
import { ANNOUNCEMENT_TITLE_ID } from './announcement-title';
import styles from './announcement.module.css';

/** The announcement bar under the header (992 px and wider); its close button marks it read. */
export default function AnnouncementBar({ announcement }: { announcement: Announcement }) {
  const { t } = useFrameTranslation();
  const ref = useRef<HTMLElement>(null);

  // Shown again from the strip: take the keyboard there. On first view, leave focus alone.
  // A layout effect, run as the bar appears: a passive one could run after a quick press of the
  // close button had sent focus back to the strip, and pull it into the bar being removed.
  useLayoutEffect(() => {
    if (document.activeElement?.id === ANNOUNCEMENT_TITLE_ID) ref.current?.focus();
  }, []);

  const close = () => {
    markAnnouncementRead(announcement.id);
    document.getElementById(ANNOUNCEMENT_TITLE_ID)?.focus();
  };

  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={styles.bar}
      aria-label={t('announcement.title')}
      data-testid="announcement-bar"
    >
      <div className={styles.barInner}>
        <Megaphone aria-hidden="true" className={styles.barIcon} />
        <div className={styles.barText}>
          <p className={styles.barTitle}>{announcement.title}</p>
          <SafeHtml html={announcement.content} className={styles.content} />
        </div>
        <button
          type="button"
          className={styles.close}
          aria-label={t('announcement.close')}
          onClick={close}
        >
          <X aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
