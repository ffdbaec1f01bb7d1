import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import Phone from 'lucide-react/icons/phone';
import { SERVICE_HOTLINE, SERVICE_HOTLINE_HREF } from '../../../lib/service-hotline';
import styles from './faq-states.module.css';
import { EmptyState, ErrorState } from '../../../ui/states';

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
    <EmptyState
      testId="faq-empty"
      title={t(searching ? 'states.noMatch' : 'states.empty')}
      body={t('states.noMatchHint')}
    >
      <HelpLinks />
    </EmptyState>
  );
}

export function FaqError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('faq');
  return (
    <ErrorState
      testId="faq-error"
      title={t('states.errorTitle')}
      message={t('states.errorBody')}
      retry={{ label: t('states.retry'), onRetry, busy: retrying, variant: 'primary' }}
    />
  );
}

function HelpLinks() {
  const { t } = useTranslation('faq');
  return (
    <>
      <Link to={CONTACT_FORM_PATH} className={styles.link}>
        {t('help.contactForm')}
      </Link>
      <a className={`${styles.link} tabular-nums`} href={SERVICE_HOTLINE_HREF}>
        <Phone aria-hidden="true" />
        {t('help.hotline', { number: SERVICE_HOTLINE })}
      </a>
    </>
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
        <HelpLinks />
      </p>
    </aside>
  );
}
