import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import LogOut from 'lucide-react/icons/log-out';
import { switchLocale } from '../../../lib/current-locale';
import { NotificationRegion } from '../../../shell/notification-region';
import { ConfirmDialogHost } from '../../../shell/confirm-dialog';
import { adminNavItems } from '../admin-nav';
import { useAdminT } from './admin-language';
import { visibleTo } from './nav-item';
import { useSignOut, useStaff } from './use-staff';
import styles from './admin-layout.module.css';

/** The back-office frame: header (who, language, sign out), side navigation by role, the page. */
export function AdminLayout() {
  const { t, i18n } = useAdminT();
  const staff = useStaff();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const [announce, setAnnounce] = useState('');

  // Move focus to the page heading after each navigation, for keyboard and screen-reader users.
  useEffect(() => {
    document.getElementById('admin-page-title')?.focus({ preventScroll: true });
  }, [location.pathname]);

  if (!staff.data) {
    return (
      <div className={styles.loading} role="status">
        {staff.isError ? t('sessionChecking') : t('loading')}
      </div>
    );
  }
  const me = staff.data.staff;
  const items = adminNavItems
    .filter((item) => visibleTo(item, me.role))
    .sort((a, b) => (a.order ?? 50) - (b.order ?? 50));
  const otherLanguage = i18n.language === 'zh-CN' ? 'en-US' : 'zh-CN';

  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#admin-main">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <span className={styles.product}>{t('productName')}</span>
        <div className={styles.who}>
          <span>
            {me.name} · {t(`roles.${me.role}`)}
          </span>
          <button
            type="button"
            className={styles.headerButton}
            lang={otherLanguage}
            onClick={() => switchLocale(otherLanguage)}
          >
            {t(`otherLanguage.${otherLanguage}`)}
          </button>
          <button
            type="button"
            className={styles.headerButton}
            onClick={async () => {
              await signOut();
              setAnnounce(t('signedOut'));
              void navigate('/admin/login', { replace: true });
            }}
          >
            <LogOut aria-hidden size={16} /> {t('signOut')}
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={t('navLabel')}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/admin'} className={styles.navLink}>
                  {t(item.labelKey, { ns: item.ns })}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <NotificationRegion />
      <ConfirmDialogHost />
    </div>
  );
}
