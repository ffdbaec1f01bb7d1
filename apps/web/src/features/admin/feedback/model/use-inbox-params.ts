import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FEEDBACK_STATUSES, type FeedbackStatus } from '@can/contracts/admin-service-paths';

export interface InboxParams {
  status: FeedbackStatus;
  keyword: string;
  page: number;
  /** The message open beside the list, or null. */
  id: number | null;
}

const positive = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The inbox's state lives in the URL (?status&q&page&id), so a view can be shared and reloaded. */
export function useInboxParams() {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status');
  const params: InboxParams = {
    status: (FEEDBACK_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as FeedbackStatus)
      : 'new',
    keyword: (search.get('q') ?? '').trim(),
    page: positive(search.get('page')) ?? 1,
    id: positive(search.get('id')),
  };
  const hrefFor = useCallback(
    (change: Partial<InboxParams>) => {
      const next = { ...params, ...change };
      const query = new URLSearchParams();
      if (next.status !== 'new') query.set('status', next.status);
      if (next.keyword) query.set('q', next.keyword);
      if (next.page > 1) query.set('page', String(next.page));
      if (next.id !== null) query.set('id', String(next.id));
      const text = query.toString();
      return text ? `?${text}` : '?';
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search],
  );
  const update = useCallback(
    (change: Partial<InboxParams>) => setSearch(new URLSearchParams(hrefFor(change).slice(1))),
    [hrefFor, setSearch],
  );
  return { params, hrefFor, update };
}
