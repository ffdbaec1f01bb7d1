import { NOTIFICATIONS_AREA } from '../model/content-area';
import { ContentEditorPage } from './content-editor-page';

/** /admin/notifications/new and /admin/notifications/:id */
export function Component() {
  return <ContentEditorPage area={NOTIFICATIONS_AREA} />;
}
