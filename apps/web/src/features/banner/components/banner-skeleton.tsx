import type { ReactNode } from 'react';
import { useFrameTranslation } from '../../../shell/frame-texts';
import styles from './banner.module.css';

/** The banner's box while its pictures load: the same size, so nothing moves. */
export function BannerSkeleton({
  kind,
  children,
}: {
  kind: 'carousel' | 'folder';
  children?: ReactNode;
}) {
  const { t } = useFrameTranslation();
  return (
    <section
      className={styles.banner}
      data-kind={kind}
      data-testid="page-banner"
      aria-label={kind === 'folder' ? t('banner.pageLabel') : t('banner.label')}
      aria-busy="true"
    >
      <div className={`${styles.picture} ${styles.skeleton}`}>
        <span className="visually-hidden">{t('banner.loading')}</span>
        {children}
      </div>
    </section>
  );
}
