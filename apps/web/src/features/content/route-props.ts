import { useSearchParams } from 'react-router';

/** The props a content view gets from its route (a menu entry's query, URL-encoded). */
export interface ContentViewProps {
  urlKey?: string;
  showDate?: string;
  /** The route's title: the menu entry's name, or the static route's translated title. */
  routeTitle?: string;
}

/** Route props arrive URL-encoded (spec section 2); a malformed one is taken as it is. */
export function decodeProp(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const positiveInt = (text: string | null | undefined) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * What a content view shows: the route's props first, then the page's query (links such as
 * /pri/detail?urlKey=…&articleId=… carry them there).
 */
export function useContentParams(props: ContentViewProps) {
  const [search] = useSearchParams();
  return {
    urlKey: decodeProp(props.urlKey) ?? search.get('urlKey') ?? undefined,
    showDate: decodeProp(props.showDate) === '1' || search.get('showDate') === '1',
    articleId: positiveInt(search.get('articleId')),
    pageNum: positiveInt(search.get('pageNum')) ?? 1,
  };
}
