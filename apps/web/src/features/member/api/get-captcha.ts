import { useQuery } from '@tanstack/react-query';
import type { CaptchaAnswer } from '@can/contracts/member';
import { captchaPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';

/** GET /byairport-cms/captcha/create: a new picture each time (single use, no cache). */
export async function getCaptcha(signal?: AbortSignal): Promise<CaptchaAnswer> {
  const { data } = await get(captchaPaths.create, {
    isToken: false,
    schema: () => import('@can/contracts/member').then((m) => m.captchaAnswer),
    silent: true,
    signal,
  });
  return data;
}

export function useCaptcha() {
  return useQuery({
    queryKey: ['member', 'captcha'],
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}
