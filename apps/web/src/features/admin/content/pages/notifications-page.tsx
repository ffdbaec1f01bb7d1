import { ContentList } from '../components/content-list';
import { NOTIFICATIONS_AREA } from '../model/content-area';

/** /admin/notifications: the public notification list's items, drafts included. */
export function Component() {
  return <ContentList area={NOTIFICATIONS_AREA} />;
}
