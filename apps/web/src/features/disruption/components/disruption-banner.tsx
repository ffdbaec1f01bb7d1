import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { SERVICE_HOTLINE, SERVICE_HOTLINE_HREF } from '../../../lib/service-hotline';
import { useDisruptionNotice, useLiveDisruption } from '../model/use-disruption';
import styles from './disruption-banner.module.css';

const firstParagraph = (text: string) => text.split(/\n+/).find((line) => line.trim()) ?? '';

/**
 * Crisis mode, first on every page (issue 20): what is happening, in a line or two, the way to
 * what to do, and the hotline. Text only, no picture, no script of its own. The region is always
 * there, so a screen reader hears the notice when it appears while the page is open.
 */
export default function DisruptionBanner() {
  useLiveDisruption();
  const notice = useDisruptionNotice();
  const { t } = useTranslation('home');
  const onHome = useLocation().pathname === '/';
  return (
    <div aria-live="polite" data-testid="disruption-region">
      {notice.active && (
        <section
          className={styles.banner}
          aria-labelledby="disruption-banner-title"
          data-testid="disruption-banner"
        >
          <TriangleAlert className={styles.icon} aria-hidden="true" focusable="false" />
          <div className={styles.text}>
            <p id="disruption-banner-title" className={styles.title}>
              {t('disruption.title')}
            </p>
            <p className={styles.message}>{firstParagraph(notice.message)}</p>
            <p className={styles.links}>
              {!onHome && (
                <Link to="/" className={styles.link}>
                  {t('disruption.whatToDo')}
                </Link>
              )}
              <a href={SERVICE_HOTLINE_HREF} className={styles.link}>
                {t('disruption.hotline', { hotline: SERVICE_HOTLINE })}
              </a>
            </p>
          </div>
        </section>
      )}
    </div>
  );
}
