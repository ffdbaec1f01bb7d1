import { useTranslation } from '../../../lib/i18n';
import { AirportMark } from '../../../shell/airport-mark';
import styles from '../pages/login-page.module.css';

/** The airport's mark and name, standing in for the header the login page hides. */
export function AirportLogo() {
  const { t } = useTranslation('member');
  return (
    <span className={styles.logo}>
      <AirportMark size={32} />
      <span>{t('site')}</span>
    </span>
  );
}
