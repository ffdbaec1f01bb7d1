import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Phone from 'lucide-react/icons/phone';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { SERVICE_HOTLINE, SERVICE_HOTLINE_HREF } from '../../../lib/service-hotline';
import styles from './faq-states.module.css';

export const CONTACT_FORM_PATH = '/footer/contact/us';

/** Reserves the space of a page of questions while it loads. */
export function FaqSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('faq');
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="faq-loading">
      <span className="visually-hidden" role="status">
        {t('states.loading')}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className={styles.bar} />
      ))}
    </div>
  );
}

/** Where to turn when no question matches: other words, the contact form, the hotline. */
export function FaqEmpty({ searching }: { searching: boolean }) {
  const { t } = useTranslation('faq');
  return (
    <section className={styles.state} data-testid="faq-empty">
      <h2 className={styles.title}>{t(searching ? 'states.noMatch' : 'states.empty')}</h2>
      <p>{t('states.noMatchHint')}</p>
      <p className={styles.actions}>
        <Link to={CONTACT_FORM_PATH}>{t('help.contactForm')}</Link>
        <a className="tabular-nums" href={SERVICE_HOTLINE_HREF}>
          <Phone aria-hidden="true" />
          {t('help.hotline', { number: SERVICE_HOTLINE })}
        </a>
      </p>
    </section>
  );
}

export function FaqError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('faq');
  return (
    <section className={styles.state} role="alert" data-testid="faq-error">
      <h2 className={styles.title}>{t('states.errorTitle')}</h2>
      <p>{t('states.errorBody')}</p>
      <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" />
        {t('states.retry')}
      </button>
    </section>
  );
}

/** The foot of the page: still need help? */
export function FaqHelp() {
  const { t } = useTranslation('faq');
  return (
    <aside className={styles.help} aria-labelledby="faq-help-title">
      <h2 id="faq-help-title" className={styles.title}>
        {t('help.title')}
      </h2>
      <p>{t('help.body')}</p>
      <p className={styles.actions}>
        <Link to={CONTACT_FORM_PATH}>{t('help.contactForm')}</Link>
        <a className="tabular-nums" href={SERVICE_HOTLINE_HREF}>
          <Phone aria-hidden="true" />
          {t('help.hotline', { number: SERVICE_HOTLINE })}
        </a>
      </p>
    </aside>
  );
}
