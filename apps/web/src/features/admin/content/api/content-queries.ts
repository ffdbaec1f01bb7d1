import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminArticle,
  AdminArticlePage,
  ArticleCreateBody,
  NotificationUpdateBody,
} from '@can/contracts/admin-content';
import { adminGet, adminPost } from '../../shell/admin-api';
import type { ContentArea } from '../model/content-area';

/** The list's filters as the URL and the call carry them (empty ones left out). */
export interface ContentFilters {
  locale?: string | undefined;
  /** Only items lacking this language (fr-FR or ko-KR). */
  missing?: string | undefined;
  status?: string | undefined;
  kind?: string | undefined;
  q?: string | undefined;
  pageNum?: number | undefined;
}

const areaKey = (area: ContentArea) => ['admin-content', area.key] as const;

/** GET <area>/list: one page of the area's items, newest change first. */
export function useContentList(area: ContentArea, filters: ContentFilters) {
  return useQuery({
    queryKey: [...areaKey(area), 'list', filters],
    queryFn: ({ signal }) =>
      adminGet<AdminArticlePage>(area.calls.list, { ...filters, pageSize: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET <area>/get?id: one item with its texts in every language. */
export function useContentItem(area: ContentArea, id: number | undefined) {
  return useQuery({
    queryKey: [...areaKey(area), 'item', id],
    queryFn: ({ signal }) => adminGet<AdminArticle>(area.calls.get, { id }, { signal }),
    enabled: id !== undefined,
    staleTime: Infinity,
  });
}

/**
 * The area's changes. Each answers the item as saved; the lists are read again, and the item's
 * own entry is replaced (a published notification may come back under a new id).
 */
export function useContentChanges(area: ContentArea) {
  const queryClient = useQueryClient();
  const settle = (item: AdminArticle) => {
    queryClient.setQueryData([...areaKey(area), 'item', item.id], item);
    void queryClient.invalidateQueries({ queryKey: [...areaKey(area), 'list'] });
    return item;
  };
  const save = (path: string, body: unknown) => adminPost<AdminArticle>(path, body).then(settle);
  return {
    create: useMutation({
      mutationFn: (body: ArticleCreateBody | { texts: ArticleCreateBody['texts'] }) =>
        save(area.calls.create, body),
    }),
    update: useMutation({
      mutationFn: (body: NotificationUpdateBody) => save(area.calls.update, body),
    }),
    publish: useMutation({
      mutationFn: (body: { id: number }) => save(area.calls.publish, body),
    }),
    unpublish: useMutation({
      mutationFn: (body: { id: number }) => save(area.calls.unpublish, body),
    }),
  };
}
