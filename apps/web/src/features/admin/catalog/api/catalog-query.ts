import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from '../../shell/admin-api';

/** The kinds of site content this area edits; each list is one query. */
export type CatalogKind = 'nav' | 'pictures' | 'footer' | 'faq' | 'hotels' | 'shops' | 'transport';

export const catalogKey = (kind: CatalogKind) => ['admin-catalog', kind] as const;

/** A kind's list (GET); every change below refreshes it. */
export function useCatalogList<T>(kind: CatalogKind, path: string) {
  return useQuery({ queryKey: catalogKey(kind), queryFn: () => adminGet<T>(path) });
}

/** A change (POST with a JSON body); on success the kind's list is read again. */
export function useCatalogChange<Body, Answer>(kind: CatalogKind, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminPost<Answer>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKey(kind) }),
  });
}
