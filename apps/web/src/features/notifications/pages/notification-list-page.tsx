import { Link } from 'react-router';
import BellRing from 'lucide-react/icons/bell-ring';
import CheckCheck from 'lucide-react/icons/check-check';
import type { ArticleSummary } from '@can/contracts/cms';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { notifySuccess } from '../../../lib/notify';
import { useFrameTranslation } from '../../../shell/frame-texts';
import { useNotifications } from '../api/get-notifications';
import { isUnread, markNotificationsRead, useReadMarker } from '../model/read-marker';
import styles from './notification-list-page.module.css';
import { Button } from '../../../ui/button';
import { Page, PageHead } from '../../../ui/page';
import { EmptyState, ErrorState } from '../../../ui/states';
import { dateFormat } from '../../../lib/date-format';

const detailHref = (id: number) =>
  `/notification/detail?${new URLSearchParams({ articleId: String(id), urlKey: 'notification', showDate: '1' })}`;

function publishedDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale === 'en-US' ? 'en-GB' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Shanghai',
  }).format(date);
}

function NotificationItem({ item, unread }: { item: ArticleSummary; unread: boolean }) {
  const { t, i18n } = useFrameTranslation();
  // A notification not written in the reader's language yet is marked with the one it is in.
  const fallback = item.lang === i18n.language ? undefined : item.lang;
  return (
    <li className={styles.item} data-unread={unread}>
      <Link to={detailHref(item.id)} className={styles.link}>
        <span className={styles.title}>
          {unread && <span className={styles.unread}>{t('notifications.unread')}</span>}
          <span lang={fallback}>{item.title}</span>
        </span>
        {item.summary && (
          <span className={styles.summary} lang={fallback}>
            {item.summary}
          </span>
        )}
        <time className={`${styles.date} tabular-nums`} dateTime={item.publishedAt}>
          {t('notifications.published', { date: publishedDate(item.publishedAt, i18n.language) })}
        </time>
      </Link>
    </li>
  );
}

/** The important-messages list (/notification/list), with a "mark all read" action. */
export function NotificationListPage({ routeTitle }: { routeTitle?: string | undefined }) {
  const { t } = useFrameTranslation();
  const title = routeTitle || t('notifications.title');
  usePageDocumentTitle(title);
  const query = useNotifications();
  const marker = useReadMarker();
  const list = query.data?.list ?? [];
  const latestId = query.data?.latestId ?? -1;
  const anyUnread = list.some((item) => isUnread(item.id, marker));

  return (
    <Page aria-busy={query.isPending}>
      <PageHead titleId="notifications-title" title={title} intro={t('notifications.intro')}>
        {list.length > 0 && (
          <Button
            className={styles.markAll}
            disabled={!anyUnread}
            onClick={() => {
              markNotificationsRead(latestId);
              notifySuccess(t('notifications.allRead'));
            }}
          >
            <CheckCheck aria-hidden="true" />
            {t('notifications.markAllRead')}
          </Button>
        )}
      </PageHead>
      {query.isPending ? (
        <ul className={styles.list} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className={`${styles.item} ${styles.skeleton}`} />
          ))}
        </ul>
      ) : query.isError ? (
        <ErrorState
          message={t('notifications.error')}
          retry={{ label: t('notifications.retry'), onRetry: () => void query.refetch() }}
        />
      ) : list.length === 0 ? (
        <EmptyState
          artwork={<BellRing aria-hidden="true" className={styles.stateIcon} />}
          body={t('notifications.empty')}
        />
      ) : (
        <ul className={styles.list}>
          {list.map((item) => (
            <NotificationItem key={item.id} item={item} unread={isUnread(item.id, marker)} />
          ))}
        </ul>
      )}
      {query.isPending && <p className="visually-hidden">{t('notifications.loading')}</p>}
    </Page>
  );
}
