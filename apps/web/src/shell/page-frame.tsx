import { useMemo, type ReactNode } from 'react';
import type { NavMenu } from '@can/contracts/cms';
import { useTranslation } from '../lib/i18n';
import { ConfirmDialogHost } from './confirm-dialog';
import { Deferred } from './deferred';
import { FloatingActions, FRAME_TOP_ID } from './floating-actions';
import { frameParts } from './frame-parts';
import { visibleEntries } from './nav-menu';
import { NotificationRegion } from './notification-region';
import { BannerTitleContext } from '../ui/page';
import { SiteHeader } from './site-header';
import { TopStrip } from './top-strip';
import styles from './page-frame.module.css';
import { InTurn } from '../lib/in-turn';
import { resilientLazy } from '../lib/resilient-lazy';

/**
 * Which parts of the frame a route shows (spec section 2):
 * - full: everything;
 * - reduced: route names longer than 4 characters starting with `app` (no navigation header, no footer);
 * - bare: the `userLogin` route (no header, no top frame parts, no side spaces).
 */
export type PageFrameVariant = 'full' | 'reduced' | 'bare';

/** The banner under the header: home carousel, a folder's picture by urlKey, a hotel carousel, or none. */
export type PageFrameBanner = 'home' | 'folder' | 'hotel' | 'none';

/** The contract between the router (app/root-layout.tsx) and the page frame. Keep it stable. */
export interface PageFrameProps {
  variant?: PageFrameVariant;
  /** The tree of GET folder/getNavMenus (data.navMenuDTOs); undefined while loading or on failure. */
  menu?: NavMenu[] | undefined;
  /** The page title shown beside a folder banner (route meta title). */
  title?: string | undefined;
  /** The route's or query's urlKey: picks the folder banner (and the folder name on pri detail). */
  urlKey?: string | undefined;
  banner?: PageFrameBanner;
  /** For banner="hotel": the hotel whose carousel `hotel-<slug>` is shown (boerman, daisi…). */
  hotelSlug?: string | undefined;
  /** pri detail pages: show the folder's name (GET folder/queryFolderByUrlKey) instead of `title`. */
  folderNameAsTitle?: boolean;
  children?: ReactNode;
}

export const MAIN_ID = 'main';

const PromoBanner = resilientLazy(() => import('./promo-banner'));
const noCrisis = () => false;

/**
 * The shared page frame (spec sections 1 and 2): top notice strip, header with the menu,
 * announcement, banner, the page, the fair and expo banner, footer and floating buttons.
 * Which parts show depends on `variant`; the parts owned by features come from frame-parts.ts.
 */
export function PageFrame({
  variant = 'full',
  menu,
  title,
  urlKey,
  banner = 'none',
  hotelSlug,
  folderNameAsTitle = false,
  children,
}: PageFrameProps) {
  const { t } = useTranslation();
  const { Announcement, Banner, Footer, FollowedFlights, Disruption } = frameParts();
  // Provided once at start-up, so the same hook is called on every render.
  const useCrisisMode = frameParts().useCrisisMode ?? noCrisis;
  const crisis = useCrisisMode();
  const entries = useMemo(() => visibleEntries(menu), [menu]);
  const full = variant === 'full';
  // In crisis mode the page is text first and light: no carousel, no promotions (issue 20).
  const bannerShown = variant !== 'bare' && banner !== 'none' && Boolean(Banner) && !crisis;
  const bannerTitle = bannerShown && banner === 'folder' && !folderNameAsTitle ? title : undefined;

  return (
    <div id={FRAME_TOP_ID} tabIndex={-1} className={styles.frame} data-variant={variant}>
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        {t('skipToContent')}
      </a>
      {Disruption && <Disruption />}
      {/* Each InTurn here is a part the browser takes over (hydrates) on its own, in turn: the
          frame's header, the banner and the page each cost a phone a task of their own instead
          of all of them one long task (issue 18, total blocking time). */}
      <InTurn name="frame-header">
        {full && <TopStrip />}
        {full && <SiteHeader entries={entries} />}
      </InTurn>
      <div className={styles.noticeDock}>
        <NotificationRegion placement="inline" />
      </div>
      {full && Announcement && (
        <div className={styles.noticeAnchor}>
          <Announcement />
        </div>
      )}
      {bannerShown && Banner && (
        <InTurn name="frame-banner">
          <Banner
            kind={banner}
            urlKey={urlKey}
            title={title}
            hotelSlug={hotelSlug}
            folderNameAsTitle={folderNameAsTitle}
          />
        </InTurn>
      )}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <BannerTitleContext.Provider value={bannerTitle}>
          <InTurn name="frame-page">{children}</InTurn>
        </BannerTitleContext.Provider>
      </main>
      {variant !== 'reduced' && (
        <Deferred minHeight="var(--footer-reserve)" margin="100px">
          {full && !crisis && <PromoBanner />}
          {Footer && <Footer />}
        </Deferred>
      )}
      {variant !== 'bare' && FollowedFlights && <FollowedFlights />}
      <FloatingActions appLayout={variant === 'reduced'} featured={full} />
      <ConfirmDialogHost />
    </div>
  );
}
