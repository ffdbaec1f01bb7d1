import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageFrameBanner } from './page-frame';

/*
 * The frame shows parts that belong to features (banner, announcement, weather, footer, online
 * service). The shell may not import features (STYLE.md, enforced by ESLint), so the features
 * are combined where the app starts (src/frame-parts.tsx) and handed over here.
 */

export interface BannerPartProps {
  kind: Exclude<PageFrameBanner, 'none'>;
  urlKey?: string | undefined;
  title?: string | undefined;
  hotelSlug?: string | undefined;
  folderNameAsTitle: boolean;
}

export interface OnlineServicePartProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reduced (in-app) layout opens the app's chat address. */
  appLayout: boolean;
}

export interface FrameParts {
  /** Today's weather, compact, for the top notice strip. */
  Weather?: ComponentType;
  /** The latest announcement's title for the top notice strip. */
  AnnouncementTitle?: ComponentType;
  /** The unread announcement: a bar on wide screens, a modal below 992 px. */
  Announcement?: ComponentType;
  Banner?: ComponentType<BannerPartProps>;
  /** Loaded when the visitor nears the bottom of the page. */
  Footer?: LazyExoticComponent<ComponentType>;
  /** The flights followed on this device and their change alerts, on every page with a frame. */
  FollowedFlights?: ComponentType;
  /** Crisis mode's notice, first on every page (issue 20). */
  Disruption?: ComponentType;
  /** Whether crisis mode is on: the frame then leaves out its heavy parts (carousel, promotions). */
  useCrisisMode?: () => boolean;
  /** Loaded when the visitor opens it. */
  OnlineServiceDialog?: LazyExoticComponent<ComponentType<OnlineServicePartProps>>;
}

let parts: FrameParts = {};

/** Called once at start-up, before the first render. */
export function provideFrameParts(next: FrameParts): void {
  parts = { ...parts, ...next };
}

export function frameParts(): FrameParts {
  return parts;
}

/** Tests only. */
export function resetFrameParts(): void {
  parts = {};
}
