import { EDITORIAL_KINDS, type EditorialKind } from '@can/contracts/admin-content';
import type { ContentScope } from './article-admin';

/** The spec's notification list: articles of kind `notification` in the folder `notification`. */
export const NOTIFICATIONS: ContentScope = {
  kinds: ['notification'],
  noun: 'notification',
  renumberOnPublish: true,
};

/** Headlines, airport and company notices, the announcement, and folder pages. */
export const EDITORIAL: ContentScope = {
  kinds: EDITORIAL_KINDS,
  noun: 'article',
  renumberOnPublish: false,
};

/** News kinds live in the folder named like the kind; a page names its folder. */
export function folderOfKind(kind: Exclude<EditorialKind, 'page'> | 'notification'): string {
  return kind;
}
