import { useEffect } from 'react';
import { memberPaths, TOKEN_CHECK_INTERVAL_MS } from '@can/contracts/paths';
import { ApiError, get } from './api-client';
import { clearMemberSession, getMemberToken } from './member-session';
import { navigateTo } from './navigation';

/** The member centre's path: a failed check sends the member to login only from there. */
export const MEMBER_CENTRE = '/user/index';
const LOGIN_PATH = '/user/login';

/** One background check: a refused token clears the session; true when it was refused. */
export async function checkMemberToken(): Promise<boolean> {
  if (!getMemberToken()) return false;
  try {
    await get(memberPaths.verifyToken, { silent: true, sessionRedirect: false });
    return false;
  } catch (error) {
    // Transport trouble (offline, timeout) says nothing about the session: check again later.
    if (!(error instanceof ApiError) || error.kind !== 'code') return false;
    clearMemberSession();
    if (window.location.pathname === MEMBER_CENTRE) navigateTo(LOGIN_PATH);
    return true;
  }
}

/**
 * Spec sections 4 and 9: while a token is stored it is verified every 180 000 ms; a failure
 * clears token and picture and, on the member centre, goes to login. Runs on every page.
 */
export function useMemberTokenCheck(): void {
  useEffect(() => {
    const timer = window.setInterval(() => void checkMemberToken(), TOKEN_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
