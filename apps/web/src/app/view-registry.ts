import { createElement, type ComponentType, type Context } from 'react';

/**
 * The views a route can show, by the name a nav-menu entry gives in `component` (spec section 2).
 * Each loads on first use, so the JS of `/` carries none of them.
 *
 * Views whose real screens come with later issues (flights, check-in, FAQ, contact, shops,
 * facilities, hotels, member, transport) show the CMS folder page of their urlKey until then:
 * banner, title and content, or a designed empty state. Switching one is a one-line change here.
 */
export type RouteViewProps = Record<string, string | undefined> & { routeTitle?: string };
export type RouteView = ComponentType<RouteViewProps>;
type ViewLoader = () => Promise<RouteView>;

/**
 * A view showing a part of another feature, handed over through the context the view reads: a
 * feature may not import another, the app may import both.
 */
function withPart<T>(View: RouteView, Part: Context<T>, value: T): RouteView {
  return function ViewWithPart(props: RouteViewProps) {
    return createElement(Part.Provider, { value }, createElement(View, props));
  };
}

const folderPage: ViewLoader = () =>
  import('../features/content/pages/folder-page').then((m) => m.FolderPage);
const articleListPage: ViewLoader = () =>
  import('../features/content/pages/article-list-page').then((m) => m.ArticleListPage);
const articleDetailPage: ViewLoader = () =>
  import('../features/content/pages/article-detail-page').then((m) => m.ArticleDetailPage);

export const VIEW_REGISTRY = {
  'content/folder': folderPage,
  'article/list': articleListPage,
  'article/detail': articleDetailPage,
  'article/preview': () =>
    import('../features/content/pages/article-preview-page').then((m) => m.ArticlePreviewPage),
  'notification/list': () =>
    import('../features/notifications/pages/notification-list-page').then(
      (m) => m.NotificationListPage,
    ),
  'navigation/menu': () =>
    import('../features/navigation/pages/menu-index-page').then((m) => m.MenuIndexPage),
  'flight/departures': () =>
    import('../features/flights/pages/departures-page').then((m) => m.default),
  'flight/arrivals': () => import('../features/flights/pages/arrivals-page').then((m) => m.default),
  // With the alerts panel of issue 22, whose code loads when the reader nears it.
  'flight/detail': () =>
    Promise.all([
      import('../features/flights/pages/flight-detail-page'),
      import('../features/flights/components/flight-detail'),
      import('../features/alerts/components/flight-alerts-slot'),
    ]).then(([page, detail, alerts]) =>
      withPart(page.default, detail.FlightDetailPart, (flight) =>
        createElement(alerts.FlightAlertsSlot, flight),
      ),
    ),
  'flight/airlines': () =>
    import('../features/airlines/pages/airlines-page').then((m) => m.default),
  // Online check-in and its app pages: the check-in issue.
  'checkin/start': () => import('../features/checkin/pages/start-page').then((m) => m.default),
  'checkin/list': () => import('../features/checkin/pages/list-page').then((m) => m.default),
  'checkin/seatmap': () => import('../features/checkin/pages/seatmap-page').then((m) => m.default),
  'checkin/board': () => import('../features/checkin/pages/board-page').then((m) => m.default),
  'checkin/tip': () => import('../features/checkin/pages/tip-page').then((m) => m.default),
  // FAQ, contact form: the content issue.
  'faq/index': () => import('../features/faq/pages/faq-page').then((m) => m.default),
  'faq/questions': () => import('../features/faq/pages/faq-page').then((m) => m.default),
  'contact/index': () => import('../features/contact/pages/contact-page').then((m) => m.default),
  // Shops, dining, facilities, hotels: the shopping and services issue.
  'shop/list': () => import('../features/shops/pages/shop-list-page').then((m) => m.default),
  'shop/category': () =>
    import('../features/shops/pages/shop-category-page').then((m) => m.default),
  'shop/detail': () => import('../features/shops/pages/shop-detail-page').then((m) => m.default),
  'facility/detail': () =>
    import('../features/shops/pages/shop-detail-page').then((m) => m.FacilityDetailPage),
  'shop/art': () => import('../features/shops/pages/shop-list-page').then((m) => m.AirportArtPage),
  'shop/trip': () =>
    import('../features/shops/pages/shop-list-page').then((m) => m.ScenicSpotsPage),
  'hotel/detail': () => import('../features/content/pages/hotel-page').then((m) => m.HotelPage),
  // Member login and centre: the member issue.
  'member/login': () => import('../features/member/pages/login-page').then((m) => m.default),
  // With the member's flight alerts (issue 22).
  'member/centre': () =>
    Promise.all([
      import('../features/member/pages/member-centre-page'),
      import('../features/member/model/centre-parts'),
      import('../features/alerts/components/my-alerts-section'),
    ]).then(([page, centre, alerts]) =>
      withPart(page.default, centre.MemberCentreParts, [
        { Section: alerts.MyAlertsSection, Jump: alerts.MyAlertsJump },
      ]),
    ),
  'member/confirmEmail': () =>
    import('../features/member/pages/confirm-email-page').then((m) => m.ConfirmEmailPage),
  // The pages of the links in alert messages (issue 22): confirm an address, stop the alerts.
  'alerts/confirm': () =>
    import('../features/alerts/pages/alert-token-page').then((m) => m.ConfirmAlertsPage),
  'alerts/unsubscribe': () =>
    import('../features/alerts/pages/alert-token-page').then((m) => m.UnsubscribeAlertsPage),
  // Transport: the transport issue.
  'traffic/index': () => import('../features/transport/pages/traffic-page').then((m) => m.default),
  'traffic/cities': () =>
    import('../features/transport/pages/city-list-page').then((m) => m.default),
  'traffic/map': () =>
    import('../features/terminal-map/pages/terminal-map-page').then((m) => m.TrafficMapPage),
  'map/terminal': () =>
    import('../features/terminal-map/pages/terminal-map-page').then((m) => m.default),
} satisfies Record<string, ViewLoader>;

export type ViewName = keyof typeof VIEW_REGISTRY;

export const isViewName = (name: string): name is ViewName => Object.hasOwn(VIEW_REGISTRY, name);

/** The view of a component name; an unknown name shows the folder page of the route's urlKey. */
export function loadView(component: string): Promise<RouteView> {
  return isViewName(component) ? VIEW_REGISTRY[component]() : folderPage();
}
