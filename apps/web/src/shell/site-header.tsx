import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AirportMark } from './airport-mark';
import { LanguageMenu } from './language-menu';
import styles from './site-header.module.css';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <AirportMark className={styles.mark} />
          <span className={styles.name}>{t('airportName')}</span>
          <span className={styles.code} aria-hidden="true">
            CAN
          </span>
        </Link>
        <div className={styles.tools}>
          <LanguageMenu />
        </div>
      </div>
    </header>
  );
}
