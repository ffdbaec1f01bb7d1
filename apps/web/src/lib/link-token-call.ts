import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { serverContext } from './server-context';

/** The contracts' bounds of a link's token: anything else is a link cut short. */
const isToken = (token: string) => token.length >= 10 && token.length <= 300;

/**
 * The call of a page a mailed or texted link opens (`?token=`): sent once, after the page is on
 * screen. Not in a loader, so a link scanner fetching the page or the server's render changes
 * nothing (and React's development double effects send one call). The address holds a personal
 * token, so no shared cache keeps the page (decision 019). `token` is null when the link is cut
 * short, and then nothing is sent.
 */
export function useLinkTokenCall<T>(send: (token: string) => Promise<T>) {
  const [params] = useSearchParams();
  const given = (params.get('token') ?? '').trim();
  const token = isToken(given) ? given : null;
  const server = serverContext();
  if (server) server.deviceState = true;
  const call = useMutation({ mutationFn: send, retry: false });
  const { mutate } = call;
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);
  return { token, call };
}
