import { ARTICLES_AREA } from '../model/content-area';
import { ContentEditorPage } from './content-editor-page';

/** /admin/articles/new and /admin/articles/:id */
export function Component() {
  return <ContentEditorPage area={ARTICLES_AREA} />;
}
