import { useQuery } from '@tanstack/react-query';
import { getClientConfig } from '../../../../lib/config';

/** Where pictures are served from (IMAGE_BASE_URL, /media/ by default). */
export function useImageBase(): string | undefined {
  return useQuery({
    queryKey: ['admin-catalog', 'image-base'],
    queryFn: async () => (await getClientConfig()).config.imageBaseUrl || '/media/',
    staleTime: Infinity,
  }).data;
}
