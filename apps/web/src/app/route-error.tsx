import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './route-error.module.css';

/** A view failed to load or render (often a stale chunk after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        {t('routeError.title')}
      </h1>
      <p className={styles.body}>{t('routeError.body')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to="/" className={styles.secondary} reloadDocument>
          {t('routeError.home')}
        </Link>
      </div>
    </section>
  );
}
