import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate, useSearchParams } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { getMemberToken } from '../../../lib/member-session';
import { AirportLogo } from '../components/airport-logo';
import { LoginBrand } from '../components/login-brand';
import { LoginForm } from '../components/login-form';
import { MemberTexts } from '../model/member-texts';
import styles from './login-page.module.css';

const CENTRE = '/user/index';

/** Only same-site paths are followed after login (no open redirect). */
const safeNext = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : CENTRE;

function LoginView() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  usePageDocumentTitle(t('login.pageTitle'));
  const next = safeNext(params.get('redirect'));
  if (getMemberToken()) return <Navigate to={next} replace />;
  return (
    <div className={styles.page}>
      <LoginBrand />
      <section className={styles.card} aria-labelledby="member-login-title">
        <div className={styles.cardTop}>
          <Link to="/" className={styles.home}>
            <ArrowLeft aria-hidden="true" />
            {t('login.backHome')}
          </Link>
          <AirportLogo />
        </div>
        <h1 id="member-login-title" className={styles.title}>
          {t('login.heading')}
        </h1>
        <p className={styles.intro}>{t('login.intro')}</p>
        <LoginForm next={next} />
      </section>
    </div>
  );
}

/**
 * The view `member/login` (/user/login, route name userLogin): shown without header, top strip
 * or side spaces (spec section 2); brand panel beside the form on desktop, form first on phones.
 */
export default function LoginPage() {
  return (
    <MemberTexts fallback={<div className={styles.page} aria-busy="true" />}>
      <LoginView />
    </MemberTexts>
  );
}
