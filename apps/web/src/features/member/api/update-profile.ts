import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberProfile, UpdateProfileBody } from '@can/contracts/member';
import { memberPaths } from '@can/contracts/paths';
import { post } from '../../../lib/api-client';
import { storeMemberImage } from '../../../lib/member-session';
import { avatarUrl } from '../model/avatars';
import { memberKeys } from './member-keys';

/** POST /byairport-cms/user/updateProfile: nickname and avatar; the header's picture follows. */
export async function updateProfile(body: UpdateProfileBody): Promise<MemberProfile> {
  const { data } = await post(memberPaths.updateProfile, body, {
    schema: () => import('@can/contracts/member').then((m) => m.memberProfile),
    silent: true,
  });
  return data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    retry: false,
    onSuccess: (profile) => {
      queryClient.setQueryData(memberKeys.profile(), profile);
      storeMemberImage(avatarUrl(profile.avatar));
    },
  });
}
