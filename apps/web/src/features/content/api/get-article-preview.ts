import { useQuery } from '@tanstack/react-query';
import type { PreviewArticle } from '@can/contracts/admin-content';
import { adminContentPaths } from '@can/contracts/admin-content-paths';
import { get } from '../../../lib/api-client';

/**
 * GET admin/articles/preview?token: an editor's draft kept for a preview, in the public article
 * shape. The staff cookie goes with it (same origin) and no member token; without a staff session
 * the server answers 401, which the page shows as "sign in to the back office" (no redirect, and
 * the member session is left alone).
 */
export async function getArticlePreview(
  token: string,
  signal?: AbortSignal,
): Promise<PreviewArticle> {
  const { data } = await get(adminContentPaths.preview, {
    params: { token },
    schema: () => import('@can/contracts/admin-content').then((m) => m.previewArticle),
    staff: true,
    silent: true,
    sessionRedirect: false,
    signal,
  });
  return data;
}

export function useArticlePreview(token: string | undefined) {
  return useQuery({
    queryKey: ['content', 'preview', token],
    queryFn: ({ signal }) => getArticlePreview(token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
