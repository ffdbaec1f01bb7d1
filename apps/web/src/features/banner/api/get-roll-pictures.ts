import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RollPicture } from '@can/contracts/cms';
import { cmsPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { DEFAULT_BANNER_PATH, imageBaseUrl, joinImageUrl, pictureSrc } from './picture-url';

export type BannerPicture = RollPicture & { src: string };

export interface BannerPictures {
  pictures: BannerPicture[];
  /** The default picture under the same image base, for an empty list or a broken picture. */
  defaultSrc: string;
}

/**
 * GET folder/queryRollPictureList?urlKey=KEY (spec section 7), sorted, each with the address
 * of its picture. Silent: a banner that fails shows the default picture, not an error message.
 */
export async function getRollPictures(
  urlKey: string,
  signal?: AbortSignal,
): Promise<BannerPictures> {
  const [base, { data }] = await Promise.all([
    imageBaseUrl(),
    get(cmsPaths.rollPictures, {
      params: { urlKey },
      schema: () => import('@can/contracts/cms').then((m) => m.rollPictureList),
      silent: true,
      signal,
    }),
  ]);
  return {
    pictures: [...data]
      .sort((a, b) => a.sort - b.sort)
      .map((picture) => ({ ...picture, src: pictureSrc(base, picture) })),
    defaultSrc: joinImageUrl(base, DEFAULT_BANNER_PATH),
  };
}

export function rollPicturesQuery(urlKey: string) {
  return queryOptions({
    queryKey: ['banner', 'roll-pictures', urlKey],
    queryFn: ({ signal }) => getRollPictures(urlKey, signal),
    staleTime: 10 * 60_000,
  });
}

export function useRollPictures(urlKey: string | undefined) {
  return useQuery({ ...rollPicturesQuery(urlKey ?? ''), enabled: Boolean(urlKey) });
}

/** Starts the home carousel's call, and the download of its first picture as soon as known. */
export function prefetchHomeBanner(queryClient: QueryClient): void {
  void queryClient.fetchQuery(rollPicturesQuery('home')).then(
    ({ pictures }) => {
      const first = pictures[0];
      if (!first) return;
      const image = new Image();
      image.fetchPriority = 'high';
      image.src = first.src;
    },
    () => undefined,
  );
}
