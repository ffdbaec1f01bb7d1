import { Suspense, useEffect, useReducer } from 'react';
import { Link, useLocation } from 'react-router';
import UserRound from 'lucide-react/icons/user-round';
import { currentLocale } from '../lib/current-locale';
import { getMemberToken } from '../lib/member-session';
import { useHydrated } from '../lib/use-hydrated';
import { readStored } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { MEMBER_CENTRE_PATH, MEMBER_LOGIN_PATH } from './frame-links';
import { useFrameTranslation } from './frame-texts';
import styles from './member-button.module.css';
import { resilientLazy } from '../lib/resilient-lazy';

// Only members with a picture need the menu (and the logout call): loaded for them alone.
const MemberMenu = resilientLazy(() => import('./member-menu'));

/**
 * Spec section 2: shown in the Chinese interface only; goes to the member centre when a token
 * is stored, else to the login page; with a member picture it becomes an avatar menu.
 */
export function MemberButton() {
  const { t } = useFrameTranslation();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useLocation(); // re-read the session after a navigation (login, a 401 redirect)
  useEffect(() => {
    // Another tab logging in or out.
    window.addEventListener('storage', refresh);
    return () => window.removeEventListener('storage', refresh);
  }, []);
  // Signed out as the server renders it (it cannot see this device's sign-in) until taken over.
  const hydrated = useHydrated();
  if (currentLocale() !== 'zh-CN') return null;
  const token = hydrated ? getMemberToken() : '';
  const image = token ? readStored(STORAGE_KEYS.memberImage) : null;
  if (image) {
    return (
      <Suspense fallback={<span className={styles.avatarButton} />}>
        <MemberMenu image={image} onLoggedOut={refresh} />
      </Suspense>
    );
  }
  return (
    <Link to={token ? MEMBER_CENTRE_PATH : MEMBER_LOGIN_PATH} className={styles.button}>
      <UserRound aria-hidden="true" className={styles.icon} />
      <span className={styles.label}>{token ? t('header.member') : t('header.login')}</span>
    </Link>
  );
}
