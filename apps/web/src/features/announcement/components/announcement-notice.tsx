import { Suspense } from 'react';
import { useIsNarrow } from '../../../lib/responsive';
import { ConfirmDialog } from '../../../shell/confirm-dialog';
import { useFrameTranslation } from '../../../shell/frame-texts';
import { useLatestAnnouncement } from '../api/get-announcement';
import {
  markAnnouncementRead,
  setAnnouncementAside,
  useAnnouncementShown,
} from '../model/read-state';
import { resilientLazy } from '../../../lib/resilient-lazy';
import { dateFormat } from '../../../lib/date-format';
import { useIdle } from '../../../lib/use-idle';

// The bar is for wide screens only: a phone shows the dialog and never loads it.
const AnnouncementBar = resilientLazy(() => import('./announcement-bar'));

/** "2026年11月22日", "22 Nov 2026": the day it was published, in airport time. */
function publishedOn(iso: string, locale: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return dateFormat(locale === 'en-US' ? 'en-GB' : locale, {
    dateStyle: 'medium',
    timeZone: 'Asia/Shanghai',
  }).format(date);
}

/**
 * The unread announcement (spec section 4): a bar under the header on wide screens, closed with
 * its button; below 992 px a modal that cannot be cancelled, titled "important message", whose
 * confirmation stores the id as read.
 */
export function AnnouncementNotice() {
  const { t, i18n } = useFrameTranslation();
  const locale = i18n.language;
  const narrow = useIsNarrow();
  const { data: announcement } = useLatestAnnouncement();
  const shown = useAnnouncementShown(announcement?.id);
  // The modal waits for the page to be taken over and the browser to be idle (use-idle.ts).
  const idle = useIdle();
  if (!announcement) return null;
  if (narrow) {
    const open = shown && idle;
    return (
      <ConfirmDialog
        open={open}
        title={t('announcement.title')}
        body={announcement.content}
        // Only once it shows: the first date a page formats costs a phone tens of milliseconds
        // (the language's calendar data), which hydrating a closed dialog need not pay.
        secondary={open ? publishedOn(announcement.publishedAt, locale) : undefined}
        confirmLabel={t('announcement.confirm')}
        onConfirm={() => markAnnouncementRead(announcement.id)}
        onCancel={setAnnouncementAside}
      />
    );
  }
  return shown ? (
    <Suspense fallback={null}>
      <AnnouncementBar announcement={announcement} />
    </Suspense>
  ) : null;
}
