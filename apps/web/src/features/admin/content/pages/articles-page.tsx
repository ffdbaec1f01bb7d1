import { ContentList } from '../components/content-list';
import { ARTICLES_AREA } from '../model/content-area';

/** /admin/articles: headlines, notices, the announcement and folder pages, drafts included. */
export function Component() {
  return <ContentList area={ARTICLES_AREA} />;
}
