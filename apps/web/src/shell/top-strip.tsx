import { frameParts } from './frame-parts';
import { useFrameTranslation } from './frame-texts';
import { WideStripTools } from './strip-links';
import styles from './top-strip.module.css';

/**
 * The top notice strip (spec section 1): the latest announcement, today's weather, the service
 * hotline and links to visa-free transit, important messages and the exchange rates. Below
 * 992 px only the announcement and the weather fit; the rest is in the menu drawer.
 */
export function TopStrip() {
  const { t } = useFrameTranslation();
  const { AnnouncementTitle, Weather } = frameParts();
  return (
    <section className={styles.strip} aria-label={t('strip.label')}>
      <div className={styles.inner}>
        <div className={styles.news}>{AnnouncementTitle && <AnnouncementTitle />}</div>
        <div className={styles.weather}>{Weather && <Weather />}</div>
        <WideStripTools />
      </div>
    </section>
  );
}
