import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { T3RoofArtwork } from './t3-roof-artwork';
import styles from './home-hero.module.css';

/** The welcome banner: SVG artwork with translatable HTML text over it, and the flight search. */
export function HomeHero({ aside, search }: { aside?: ReactNode; search?: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <T3RoofArtwork className={styles.artwork} />
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 id="home-hero-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.lead}>{t('hero.lead')}</p>
          {search}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </section>
  );
}
