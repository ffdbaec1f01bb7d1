import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationRegion } from './notification-region';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './page-frame.module.css';

export const MAIN_ID = 'main';

/**
 * The shared page frame (spec section 1), small for now: it grows the notice strip, menus,
 * banner and floating buttons from the CMS in later issues.
 */
export function PageFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
      <NotificationRegion />
    </div>
  );
}
