import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FAQ_CATEGORY_KEYS } from '@can/contracts/paths';

/**
 * What the FAQ page shows, kept in the URL so every view can be linked and back works:
 * ?category=police&q=身份证&pageNum=2, and ?question=12 for one question (opened and scrolled to).
 */
export interface FaqUrlState {
  /** A category key, or "" for all. */
  category: string;
  keyword: string;
  pageNum: number;
  questionId: number | undefined;
}

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

export function readFaqUrlState(search: URLSearchParams): FaqUrlState {
  const category = search.get('category') ?? '';
  return {
    category: (FAQ_CATEGORY_KEYS as readonly string[]).includes(category) ? category : '',
    keyword: (search.get('q') ?? '').trim().slice(0, 100),
    pageNum: positiveInt(search.get('pageNum')) ?? 1,
    questionId: positiveInt(search.get('question')),
  };
}

/** The query string of a FAQ view; defaults are left out. */
export function faqSearch(state: Partial<FaqUrlState>): string {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.keyword) params.set('q', state.keyword);
  if (state.pageNum && state.pageNum > 1) params.set('pageNum', String(state.pageNum));
  if (state.questionId) params.set('question', String(state.questionId));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useFaqUrlState() {
  const [search, setSearch] = useSearchParams();
  const state = readFaqUrlState(search);
  const update = useCallback(
    (next: Partial<FaqUrlState>) => {
      setSearch(new URLSearchParams(faqSearch(next)));
    },
    [setSearch],
  );
  return [state, update] as const;
}
