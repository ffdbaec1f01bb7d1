import Megaphone from 'lucide-react/icons/megaphone';
import { useFrameTranslation } from '../../../shell/frame-texts';
import { useLatestAnnouncement } from '../api/get-announcement';
import { reopenAnnouncement } from '../model/read-state';
import styles from './announcement.module.css';

export const ANNOUNCEMENT_TITLE_ID = 'announcement-title';

/**
 * The latest announcement's title in the top notice strip. Pressing it shows the announcement
 * again (the bar, or the modal on a phone), even when it has been read.
 */
export function AnnouncementTitle() {
  const { t } = useFrameTranslation();
  const query = useLatestAnnouncement();
  const icon = <Megaphone aria-hidden="true" className={styles.megaphone} />;

  if (query.isPending) {
    return (
      <p className={styles.stripLine} aria-busy="true" data-testid="strip-announcement">
        {icon}
        <span className={styles.stripSkeleton} />
        <span className="visually-hidden">{t('announcement.loading')}</span>
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className={styles.stripLine} data-testid="strip-announcement">
        {icon}
        <button
          type="button"
          className={styles.stripRetry}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {t('footer.retry')}
        </button>
      </p>
    );
  }
  if (!query.data) {
    return (
      <p className={styles.stripLine} data-testid="strip-announcement">
        {icon}
        <span className={styles.stripMuted}>{t('announcement.none')}</span>
      </p>
    );
  }
  return (
    <p className={styles.stripLine} data-testid="strip-announcement">
      {icon}
      <button
        id={ANNOUNCEMENT_TITLE_ID}
        type="button"
        className={styles.stripTitle}
        aria-label={t('strip.showAnnouncement', { title: query.data.title })}
        onClick={reopenAnnouncement}
      >
        <span aria-hidden="true">{query.data.title}</span>
      </button>
    </p>
  );
}
