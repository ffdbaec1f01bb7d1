import { adminContentPaths as paths, type EditorialKind } from '@can/contracts/admin-content-paths';

/** The two lists the content pages manage: notifications, and the other editorial articles. */
export interface ContentArea {
  key: 'notifications' | 'articles';
  /** Where the list lives in the back office; the editor is `${base}/new` and `${base}/:id`. */
  base: string;
  calls: {
    list: string;
    get: string;
    create: string;
    update: string;
    publish: string;
    unpublish: string;
  };
  /** The kinds an editor may create here; notifications have just one. */
  kinds: readonly EditorialKind[] | null;
}

export const NOTIFICATIONS_AREA: ContentArea = {
  key: 'notifications',
  base: '/admin/notifications',
  calls: {
    list: paths.notificationList,
    get: paths.notificationGet,
    create: paths.notificationCreate,
    update: paths.notificationUpdate,
    publish: paths.notificationPublish,
    unpublish: paths.notificationUnpublish,
  },
  kinds: null,
};

export const ARTICLES_AREA: ContentArea = {
  key: 'articles',
  base: '/admin/articles',
  calls: {
    list: paths.articleList,
    get: paths.articleGet,
    create: paths.articleCreate,
    update: paths.articleUpdate,
    publish: paths.articlePublish,
    unpublish: paths.articleUnpublish,
  },
  kinds: ['headline', 'airport-notice', 'company-notice', 'announcement', 'page'],
};
