import type { LoginAnswer, LoginBody } from '@can/contracts/member';
import { memberPaths } from '@can/contracts/paths';
import { post } from '../../../lib/api-client';

/** POST /byairport-cms/user/login: reads data.tokenMap.access_token (spec section 7). */
export async function login(body: LoginBody): Promise<LoginAnswer> {
  const { data } = await post(memberPaths.login, body, {
    isToken: false,
    schema: () => import('@can/contracts/member').then((m) => m.loginAnswer),
    silent: true,
  });
  return data;
}
