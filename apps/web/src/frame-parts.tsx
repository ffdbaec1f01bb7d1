import type { QueryClient } from '@tanstack/react-query';
import { latestAnnouncementQuery } from './features/announcement/api/get-announcement';
import { AnnouncementNotice } from './features/announcement/components/announcement-notice';
import { AnnouncementTitle } from './features/announcement/components/announcement-title';
import { prefetchHomeBanner } from './features/banner/api/get-roll-pictures';
import { PageBanner } from './features/banner/components/page-banner';
import { WeatherBadge } from './features/weather/components/weather-badge';
import DisruptionBanner from './features/disruption/components/disruption-banner';
import { useCrisisMode } from './features/disruption/model/use-disruption';
import { FollowedFlightsSlot } from './followed-flights-slot';
import { provideFrameParts } from './shell/frame-parts';
import { resilientLazy } from './lib/resilient-lazy';

/**
 * Where the page frame (shell/) meets the features it shows, which it may not import itself.
 * Parts above the fold come with the page; the footer and the online-service dialog load when
 * they are needed.
 */
export function provideSiteFrameParts(): void {
  provideFrameParts({
    Weather: WeatherBadge,
    AnnouncementTitle,
    Announcement: AnnouncementNotice,
    Banner: PageBanner,
    Footer: resilientLazy(() => import('./features/footer/components/site-footer')),
    FollowedFlights: FollowedFlightsSlot,
    Disruption: DisruptionBanner,
    useCrisisMode,
    OnlineServiceDialog: resilientLazy(
      () => import('./features/online-service/components/online-service-dialog'),
    ),
  });
}

/** The frame's parts, and the data it shows first asked for at once (the browser's start). */
export function installFrameParts(queryClient: QueryClient): void {
  provideSiteFrameParts();
  // Data every page's frame shows, asked for while the texts load rather than after the first
  // render; the home banner's first picture is the largest paint of `/`.
  void queryClient.prefetchQuery(latestAnnouncementQuery());
  if (window.location.pathname === '/') prefetchHomeBanner(queryClient);
}
