import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberEmailAnswer, MemberProfile } from '@can/contracts/member';
import { memberPaths } from '@can/contracts/paths';
import { post } from '../../../lib/api-client';
import { memberKeys } from './member-keys';

/*
 * The member's e-mail address for flight alerts (issue 22): set (a link is mailed to it),
 * removed, and confirmed from the mailed link (no login: it may open on another device). All
 * silent: the row and the page say what went wrong beside themselves, in the server's words.
 */
const answer = () => import('@can/contracts/member').then((m) => m.memberEmailAnswer);

type EmailCall = { action: 'set'; email: string } | { action: 'remove' };

async function changeEmail(call: EmailCall): Promise<{ msg: string; data: MemberEmailAnswer }> {
  const { msg, data } =
    call.action === 'set'
      ? await post(memberPaths.setEmail, { email: call.email }, { schema: answer, silent: true })
      : await post(memberPaths.removeEmail, {}, { schema: answer, silent: true });
  return { msg, data };
}

/** Set or remove the address; the profile shown follows the answer. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    retry: false,
    onSuccess: ({ data }) => {
      queryClient.setQueryData<MemberProfile>(memberKeys.profile(), (profile) =>
        profile ? { ...profile, ...data } : profile,
      );
    },
  });
}

/** POST user/confirmEmail with the link's token. */
export async function confirmEmail(token: string): Promise<{ msg: string }> {
  const { msg } = await post(
    memberPaths.confirmEmail,
    { token },
    { isToken: false, schema: answer, silent: true },
  );
  return { msg };
}
