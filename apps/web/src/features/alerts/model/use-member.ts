import { useEffect, useState } from 'react';
import { getMemberToken, onMemberSessionCleared } from '../../../lib/member-session';

/**
 * Whether a member is signed in on this device; false from the moment the session is cleared
 * (logout here or in another tab, an expired token). Read only in the browser: the panel that
 * asks renders after the page is taken over.
 */
export function useIsMember(): boolean {
  const [member, setMember] = useState(() => Boolean(getMemberToken()));
  useEffect(() => onMemberSessionCleared(() => setMember(false)), []);
  return member;
}
