import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import LogOut from 'lucide-react/icons/log-out';
import UserRound from 'lucide-react/icons/user-round';
import { get } from '../lib/api-client';
import { clearMemberSession } from '../lib/member-session';
import { notifySuccess } from '../lib/notify';
import { MEMBER_CENTRE_PATH, MEMBER_LOGOUT_API } from './frame-links';
import { useFrameTranslation } from './frame-texts';
import { closeOnFocusOut, useDismiss } from './use-dismiss';
import styles from './member-button.module.css';

/** Logout: whatever the answer, the session is cleared here (spec sections 4 and 7). */
export async function logOut(loggedOutText: string): Promise<void> {
  try {
    await get(MEMBER_LOGOUT_API);
    notifySuccess(loggedOutText);
  } catch {
    // The API client has shown the server's message.
  } finally {
    clearMemberSession();
  }
}

/** The avatar menu of a member with a picture: member centre and logout (spec section 2). */
export default function MemberMenu({
  image,
  onLoggedOut,
}: {
  image: string;
  onLoggedOut: () => void;
}) {
  const { t } = useFrameTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);
  return (
    <div ref={rootRef} className={styles.root} onBlur={closeOnFocusOut(close)}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <img className={styles.avatar} src={image} alt="" width={32} height={32} />
        <span className="visually-hidden">{t('header.account')}</span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        <li>
          <Link to={MEMBER_CENTRE_PATH} className={styles.option} onClick={close}>
            <UserRound aria-hidden="true" />
            {t('header.member')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.option}
            onClick={() => {
              close();
              void logOut(t('header.loggedOut')).then(onLoggedOut);
            }}
          >
            <LogOut aria-hidden="true" />
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
