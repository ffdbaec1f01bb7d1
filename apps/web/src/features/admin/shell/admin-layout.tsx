import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import LogOut from 'lucide-react/icons/log-out';
import { switchLocale } from '../../../lib/current-locale';
import { NotificationRegion } from '../../../shell/notification-region';
import { ConfirmDialogHost } from '../../../shell/confirm-dialog';
import { adminNavItems } from '../admin-nav';
import { useAdminT } from './admin-language';
import { NoPermission } from './no-permission';
import { groupHasHeading, NAV_GROUPS, navItemOf, visibleTo } from './nav-item';
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
  const navRef = useRef<HTMLElement>(null);

  // Move focus to the page heading after each navigation, for keyboard and screen-reader users;
  // where the navigation is a scrolling row (tablets), bring the current page's link into view.
  useEffect(() => {
    document.getElementById('admin-page-title')?.focus({ preventScroll: true });
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !link || nav.scrollWidth <= nav.clientWidth) return;
    const box = nav.getBoundingClientRect();
    const at = link.getBoundingClientRect();
    if (at.left < box.left || at.right > box.right)
      nav.scrollLeft += at.left - box.left - (box.width - at.width) / 2;
  }, [location.pathname, staff.data]);

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
  const sections = NAV_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.group === group),
  })).filter((section) => section.items.length > 0);
  const otherLanguage = i18n.language === 'zh-CN' ? 'en-US' : 'zh-CN';
  // A page of an area this role may not use says so, whatever the address (the server refuses
  // its calls anyway): never a list that failed to load.
  const area = navItemOf(adminNavItems, location.pathname);
  const permitted = !area || visibleTo(area, me.role);

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
        <nav ref={navRef} className={styles.nav} aria-label={t('navLabel')}>
          {sections.map(({ group, items: links }) => (
            <div key={group} className={styles.navSection}>
              {groupHasHeading(group) && (
                <h2 id={`admin-nav-${group}`} className={styles.navHeading}>
                  {t(`navGroups.${group}`)}
                </h2>
              )}
              <ul aria-labelledby={groupHasHeading(group) ? `admin-nav-${group}` : undefined}>
                {links.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === '/admin'} className={styles.navLink}>
                      {t(item.labelKey, { ns: item.ns })}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          {permitted ? <Outlet /> : <NoPermission />}
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
