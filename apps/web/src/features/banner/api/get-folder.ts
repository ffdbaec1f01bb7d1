import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Folder } from '@can/contracts/cms';
import { cmsPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';

/** GET folder/queryFolderByUrlKey?urlKey=KEY: the folder's name and banner (spec section 7). */
export async function getFolder(urlKey: string, signal?: AbortSignal): Promise<Folder> {
  const { data } = await get(cmsPaths.folderByUrlKey, {
    params: { urlKey },
    schema: () => import('@can/contracts/cms').then((m) => m.folder),
    silent: true,
    signal,
  });
  return data;
}

export function folderQuery(urlKey: string) {
  return queryOptions({
    queryKey: ['banner', 'folder', urlKey],
    queryFn: ({ signal }) => getFolder(urlKey, signal),
    staleTime: 10 * 60_000,
  });
}

export function useFolder(urlKey: string | undefined, enabled = true) {
  return useQuery({ ...folderQuery(urlKey ?? ''), enabled: enabled && Boolean(urlKey) });
}
