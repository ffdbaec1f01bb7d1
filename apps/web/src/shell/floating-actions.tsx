import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Headset from 'lucide-react/icons/headset';
import Newspaper from 'lucide-react/icons/newspaper';
import { currentLocale } from '../lib/current-locale';
import { frameParts } from './frame-parts';
import { featuredArticlePath } from './frame-links';
import { useFrameTranslation } from './frame-texts';
import styles from './floating-actions.module.css';

/** Where "back to top" puts the keyboard focus: the top of the frame. */
export const FRAME_TOP_ID = 'top';
const SHOW_AFTER_PX = 480;

function useScrolledDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setDown(window.scrollY > SHOW_AFTER_PX);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return down;
}

function backToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(FRAME_TOP_ID)?.focus({ preventScroll: true });
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The floating buttons of spec section 1: the featured article, online customer service (its
 * dialog loads when first opened) and back to top, which appears once the page is scrolled.
 */
export function FloatingActions({
  appLayout,
  featured,
}: {
  appLayout: boolean;
  featured: boolean;
}) {
  const { t } = useFrameTranslation();
  const scrolled = useScrolledDown();
  const [serviceOpen, setServiceOpen] = useState(false);
  const [serviceWanted, setServiceWanted] = useState(false);
  const { OnlineServiceDialog } = frameParts();

  return (
    <aside className={styles.dock} aria-label={t('floating.label')}>
      {featured && (
        <Link to={featuredArticlePath(currentLocale())} className={styles.action}>
          <Newspaper aria-hidden="true" />
          <span className={styles.tip}>{t('floating.featured')}</span>
        </Link>
      )}
      {OnlineServiceDialog && (
        <button
          type="button"
          className={`${styles.action} ${styles.service}`}
          aria-haspopup="dialog"
          aria-expanded={serviceOpen}
          onClick={() => {
            setServiceWanted(true);
            setServiceOpen(true);
          }}
        >
          <Headset aria-hidden="true" />
          <span className={styles.tip}>{t('floating.onlineService')}</span>
        </button>
      )}
      <button type="button" className={styles.action} data-shown={scrolled} onClick={backToTop}>
        <ArrowUp aria-hidden="true" />
        <span className={styles.tip}>{t('floating.backToTop')}</span>
      </button>
      {OnlineServiceDialog && serviceWanted && (
        <Suspense fallback={null}>
          <OnlineServiceDialog
            open={serviceOpen}
            onOpenChange={setServiceOpen}
            appLayout={appLayout}
          />
        </Suspense>
      )}
    </aside>
  );
}
