import { useTranslation } from '../../../lib/i18n';
import BellRing from 'lucide-react/icons/bell-ring';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import PlaneTakeoff from 'lucide-react/icons/plane-takeoff';
import styles from '../pages/login-page.module.css';

/** The login page's brand panel: a drawn terminal roof at dusk and what membership gives. */
export function LoginBrand() {
  const { t } = useTranslation('member');
  return (
    <section className={styles.brand} aria-labelledby="member-brand-title">
      <svg className={styles.art} viewBox="0 0 480 200" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="member-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0b4ea2" />
            <stop offset="1" stopColor="#072a55" />
          </linearGradient>
        </defs>
        <rect width="480" height="200" fill="url(#member-sky)" />
        <circle cx="390" cy="52" r="22" fill="#ffb81c" opacity="0.9" />
        <path d="M40 150 Q120 96 200 140 Q280 92 360 140 Q420 110 460 150 Z" fill="#c9d6ea" />
        <path d="M60 150 h380 v22 H60z" fill="#eaf1fb" />
        <path d="M80 160 h340" stroke="#0b4ea2" strokeWidth="3" strokeDasharray="18 10" />
        <path
          d="M300 60 l36 -8 c6 -1 10 2 8 6 l-8 4 -28 12 -10 16 -8 2 4 -14 -22 8 -8 8 -6 0 4 -12z"
          fill="#fff"
        />
      </svg>
      <h2 id="member-brand-title" className={styles.brandTitle}>
        {t('login.brandTitle')}
      </h2>
      <p className={styles.brandLead}>{t('login.brandLead')}</p>
      <ul className={styles.benefits}>
        <li>
          <PlaneTakeoff aria-hidden="true" />
          {t('login.benefitTrips')}
        </li>
        <li>
          <MessageSquareText aria-hidden="true" />
          {t('login.benefitFeedback')}
        </li>
        <li>
          <BellRing aria-hidden="true" />
          {t('login.benefitPoints')}
        </li>
      </ul>
    </section>
  );
}
