import { memberPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { clearMemberSession } from '../../../lib/member-session';
import { forgetOfflineCopies } from '../../../lib/offline-copies';
import { notifySuccess } from '../../../lib/notify';

/**
 * GET /byairport-cms/user/logout: whatever the answer, the session is cleared (spec 4 and 7),
 * and so is what this device keeps for offline use (boarding passes, pages): a shared device
 * keeps nothing of the member's after they sign out (issue 20).
 */
export async function logOut(): Promise<void> {
  try {
    const { msg } = await get(memberPaths.logout);
    notifySuccess(msg);
  } catch {
    // The API client has shown the server's message.
  } finally {
    clearMemberSession();
    await forgetOfflineCopies();
  }
}
