import type { RouteObject } from 'react-router';
import { alertPages, MEMBER_CONFIRM_EMAIL_PAGE } from '@can/contracts/paths';
import type { PageFrameBanner } from '../shell/page-frame';
import type { RouteHandle } from './route-handle';
import { lazyView } from './route-view';
import type { ViewName } from './view-registry';

interface StaticRoute {
  path: string;
  /** Route name; its title is `routes.<name>` in the navigation namespace. */
  name: string;
  view: ViewName;
  /** The view's props, as a menu entry's query would give them. */
  props?: Record<string, string>;
  banner?: PageFrameBanner;
  hotelSlug?: string;
  folderNameAsTitle?: boolean;
}

const folder = (urlKey: string) => ({ urlKey });
const route = (
  path: string,
  name: string,
  view: ViewName,
  props?: Record<string, string>,
  frame?: Pick<StaticRoute, 'folderNameAsTitle'>,
): StaticRoute => ({ path, name, view, props, ...frame });
/** A CMS folder page: the folder's page article(s) under its banner. */
const page = (path: string, name: string, urlKey: string) =>
  route(path, name, 'content/folder', folder(urlKey));
const dated = (urlKey: string) => ({ urlKey, showDate: '1' });
const hotel = (slug: string, name: string): StaticRoute => ({
  path: `/hotelDetail/${slug}`,
  name,
  view: 'hotel/detail',
  props: folder('hotels'),
  banner: 'hotel',
  hotelSlug: slug,
});
/** Pages embedded in the mobile app and mini-program; `app…` names get the reduced layout. */
const inApp = (path: string, name: string, view: ViewName, urlKey: string): StaticRoute => ({
  path: `/byairport-web/${path}`,
  name,
  view,
  props: folder(urlKey),
});

/** Every static public route of spec section 2 (home and the fallback list are in router.tsx). */
export const STATIC_ROUTES: StaticRoute[] = [
  route('/shop/mall/detail/:id', 'shopMallDetail', 'shop/detail', folder('shopping')),
  route('/shop/common/detail/:id', 'shopCommonDetail', 'shop/detail', folder('dining')),
  route('/flight/detail', 'flightDetail', 'flight/detail', folder('flight')),
  // The detail page in the app's reduced layout, opened from /app/flight/departures and arrivals.
  route('/app/flight/detail', 'appFlightDetail', 'flight/detail', folder('flight')),
  route('/headline/list', 'headlineList', 'article/list', dated('headline')),
  route('/headline/detail', 'headlineDetail', 'article/detail', folder('headline')),
  route('/pri/detail', 'priDetail', 'article/detail', {}, { folderNameAsTitle: true }),
  route('/notification/list', 'notificationList', 'notification/list', folder('notification')),
  route('/notification/detail', 'notificationDetail', 'article/detail', folder('notification')),
  route('/summary/detail', 'summaryDetail', 'article/detail'),
  // An editor's draft in the public layout (back office preview, signed-in staff only).
  route('/preview/article', 'articlePreview', 'article/preview'),
  route('/notice/airport', 'airportNotice', 'article/list', dated('airport-notice')),
  route('/notice/airportDetail', 'airportNoticeDetail', 'article/detail', folder('airport-notice')),
  route('/notice/company', 'companyNotice', 'article/list', dated('company-notice')),
  route('/notice/companyDetail', 'companyNoticeDetail', 'article/detail', folder('company-notice')),
  page('/footer/airport/basic/facts', 'airportBasicFacts', 'airport-basic-facts'),
  page('/footer/corporate/culture', 'corporateCulture', 'corporate-culture'),
  page('/footer/corporate/honor', 'corporateHonor', 'corporate-honor'),
  route('/footer/contact/us', 'contactUs', 'contact/index', folder('contact-us')),
  route('/footer/questions/list', 'questionsList', 'faq/questions', folder('faq')),
  route('/footer/faq', 'faq', 'faq/index', folder('faq')),
  page('/footer/investmentInformation', 'investmentInformation', 'business'),
  route('/business/detail', 'businessDetail', 'article/detail', folder('business')),
  page('/footer/airlinefee', 'airlineFee', 'airlinefee'),
  page('/footer/company/info', 'companyInfo', 'company'),
  page('/footer/organization', 'organization', 'organization'),
  page('/footer/leader/team', 'leaderTeam', 'leader-team'),
  page('/footer/shareholderReturn', 'shareholderReturn', 'shareholder-returns'),
  page('/footer/corporateGovernance', 'corporateGovernance', 'zlzd'),
  route(
    '/footer/interactiveCommunication',
    'interactiveCommunication',
    'contact/index',
    folder('mail'),
  ),
  page('/footer/rightsProtection', 'rightsProtection', 'rights-protection'),
  page(
    '/footer/rightsProtection/detail/education',
    'rightsEducation',
    'rights-protection-education',
  ),
  page('/footer/rightsProtection/detail/guard', 'rightsGuard', 'rights-protection-guard'),
  page('/footer/rightsProtection/detail/fair', 'rightsFair', 'rights-protection-fair'),
  route(
    '/airportFacility/service/detail',
    'facilityServiceDetail',
    'facility/detail',
    folder('vip-lounges'),
  ),
  route(
    '/amenities/service/details/:id',
    'amenitiesDetail',
    'facility/detail',
    folder('vip-lounges'),
  ),
  page('/dangerIndex', 'dangerIndex', 'danger-goods'),
  page('/category', 'category', 'category'),
  hotel('boerman', 'hotelBoerman'),
  hotel('daisi', 'hotelDaisi'),
  hotel('aosite', 'hotelAosite'),
  hotel('nuofute', 'hotelNuofute'),
  page('/stock/index', 'stockIndex', 'stock'),
  route('/user/login', 'userLogin', 'member/login', folder('member')),
  route('/user/index', 'userIndex', 'member/centre', folder('member')),
  route('/service/checkIn_list', 'checkInList', 'checkin/list', folder('checkin')),
  route('/service/checkIn_seatmap', 'checkInSeatmap', 'checkin/seatmap', folder('checkin')),
  route('/service/checkIn_board', 'checkInBoard', 'checkin/board', folder('checkin')),
  route('/service/checkIn', 'checkIn', 'checkin/start', folder('checkin')),
  // The links in flight alert messages (issue 22): no banner, the page says what it does.
  { path: alertPages.confirm, name: 'alertsConfirm', view: 'alerts/confirm', banner: 'none' },
  {
    path: alertPages.unsubscribe,
    name: 'alertsUnsubscribe',
    view: 'alerts/unsubscribe',
    banner: 'none',
  },
  // The link that confirms a member's e-mail address (issue 22): no login needed.
  {
    path: MEMBER_CONFIRM_EMAIL_PAGE,
    name: 'memberConfirmEmail',
    view: 'member/confirmEmail',
    banner: 'none',
  },
  inApp('pecki_m', 'appPeckiM', 'checkin/start', 'checkin'),
  inApp('pecki_m/tip', 'appPeckiMTip', 'checkin/tip', 'checkin'),
  inApp('checkin_m/tip', 'appCheckinMTip', 'checkin/tip', 'checkin'),
  inApp('flight/airlines', 'appFlightAirlines', 'flight/airlines', 'flight'),
  inApp('traffic/index', 'appTrafficIndex', 'traffic/index', 'traffic-guide'),
  inApp('shops', 'appShops', 'shop/list', 'shopping'),
  inApp('fun/airportArt', 'appAirportArt', 'shop/art', 'airport-art'),
  inApp('fun/trip', 'appTrip', 'shop/trip', 'attractions'),
  inApp('menu/index', 'appMenuIndex', 'navigation/menu', 'home'),
  inApp('h5/category', 'appH5Category', 'shop/category', 'shopping'),
  inApp('h5/cityList', 'appH5CityList', 'traffic/cities', 'traffic-coach'),
];

function staticRoute(route: StaticRoute): RouteObject {
  const props = route.props ?? {};
  const meta = { titleKey: `routes.${route.name}`, rank: 0, hidden: true, urlKey: props.urlKey };
  const handle: RouteHandle = {
    name: route.name,
    meta,
    props,
    banner: route.banner,
    hotelSlug: route.hotelSlug,
    folderNameAsTitle: route.folderNameAsTitle,
  };
  return {
    id: `static-${route.name}`,
    path: route.path,
    handle,
    lazy: lazyView(route.view, props, meta),
  };
}

export function buildStaticRoutes(): RouteObject[] {
  return STATIC_ROUTES.map(staticRoute);
}
