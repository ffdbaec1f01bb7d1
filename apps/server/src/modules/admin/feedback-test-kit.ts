import { createHash, randomBytes } from 'node:crypto';
import { signedCall } from '../../../test/signed-call';
import type { TestApp } from '../../../test/test-app';

/** Test helpers for the inbox: public signed calls (with a member token) and a member session. */

export async function publicCall(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  options: {
    query?: Record<string, unknown>;
    body?: unknown;
    token?: string;
    locale?: string;
  } = {},
) {
  const { token, ...rest } = options;
  const response = await signedCall(t, method, path, {
    ...rest,
    headers: { authenticated_token: token },
  });
  return response.json() as { code: number; msg: string; data: unknown };
}

/**
 * A member with a live session, stored the way the member module keeps them (the token's
 * SHA-256), without going through the SMS login the member module's own tests cover.
 */
export async function memberSession(t: TestApp, mobile: string): Promise<string> {
  const db = t.deps.database.db;
  const now = t.clock.now();
  const { id } = await db
    .insertInto('member')
    .values({
      mobile,
      nickname: `旅客${mobile.slice(-4)}`,
      avatar: 'plane',
      created_at: now.toISOString(),
      last_login_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(24).toString('hex');
  await db
    .insertInto('member_token')
    .values({
      token_hash: createHash('sha256').update(token).digest('hex'),
      member_id: id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** A contact-form message as a visitor (or a member, with a token) sends it. */
export async function sendContactMessage(
  t: TestApp,
  body: { title: string; name: string; email: string; content: string },
  options: { token?: string; locale?: string } = {},
): Promise<number> {
  const answer = await publicCall(t, 'POST', '/byairport-cms/contact/submit', { body, ...options });
  if (answer.code !== 200) throw new Error(`contact/submit: ${answer.code} ${answer.msg}`);
  return (answer.data as { id: number }).id;
}
