import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import { SERVICE_HOTLINE, SERVICE_HOTLINE_HREF } from '../lib/service-hotline';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <p className={styles.name}>{t('airportName')}</p>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <p className={styles.hotline}>
          <Phone aria-hidden="true" className={styles.icon} />
          <span>{t('footer.hotline')}</span>
          <a className={`${styles.number} tabular-nums`} href={SERVICE_HOTLINE_HREF}>
            {SERVICE_HOTLINE}
          </a>
        </p>
      </div>
      <div className={styles.legal}>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
