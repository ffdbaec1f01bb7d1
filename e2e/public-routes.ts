/*
 * The public routes the sweeps visit (content-sweep.spec.ts, every-public-route.spec.ts).
 */

/** A content route: one path, or one per language where the article differs. */
export interface ContentRoute {
  path: string | Record<'zh-CN' | 'en-US', string>;
  /** File name of the screenshot. */
  name: string;
}

const at = (path: string, name: string): ContentRoute => ({ path, name });

/**
 * Every static public route of spec section 2 that shows content, and the content views the menu
 * names without a path (the shop, facility, member and check-in screens have their own journeys).
 */
export const CONTENT_ROUTES: ContentRoute[] = [
  // Spec section 2, static public routes.
  at('/headline/list', 'headline-list'),
  {
    name: 'headline-detail',
    path: {
      'zh-CN': '/headline/detail?articleId=9685&showDate=1',
      'en-US': '/headline/detail?articleId=9687&showDate=1',
    },
  },
  at('/pri/detail?urlKey=privacy&articleId=9863', 'pri-detail'),
  at('/notification/list?urlKey=notification', 'notification-list'),
  at('/notification/detail?articleId=9731&urlKey=notification', 'notification-detail'),
  at('/summary/detail?articleId=9785&urlKey=summary', 'summary-detail'),
  at('/notice/airport', 'notice-airport'),
  at(
    '/notice/airportDetail?articleId=9750&urlKey=airport-notice&showDate=1',
    'notice-airport-detail',
  ),
  at('/notice/company', 'notice-company'),
  at(
    '/notice/companyDetail?articleId=9760&urlKey=company-notice&showDate=1',
    'notice-company-detail',
  ),
  at('/footer/airport/basic/facts', 'basic-facts'),
  at('/footer/corporate/culture', 'corporate-culture'),
  at('/footer/corporate/honor', 'corporate-honor'),
  at('/footer/contact/us', 'contact-us'),
  at('/footer/questions/list', 'questions-list'),
  at('/footer/faq', 'faq'),
  at('/footer/investmentInformation', 'investment-information'),
  at('/business/detail?articleId=9780&urlKey=business', 'business-detail'),
  at('/footer/airlinefee', 'airline-fee'),
  at('/footer/company/info', 'company-info'),
  at('/footer/organization', 'organization'),
  at('/footer/leader/team', 'leader-team'),
  at('/footer/shareholderReturn', 'shareholder-return'),
  at('/footer/corporateGovernance', 'corporate-governance'),
  at('/footer/interactiveCommunication', 'interactive-communication'),
  at('/footer/rightsProtection', 'rights-protection'),
  at('/footer/rightsProtection/detail/education', 'rights-education'),
  at('/footer/rightsProtection/detail/guard', 'rights-guard'),
  at('/footer/rightsProtection/detail/fair', 'rights-fair'),
  at('/dangerIndex', 'danger-index'),
  at('/category', 'category'),
  at('/hotelDetail/boerman', 'hotel-boerman'),
  at('/hotelDetail/daisi', 'hotel-daisi'),
  at('/hotelDetail/aosite', 'hotel-aosite'),
  at('/hotelDetail/nuofute', 'hotel-nuofute'),
  at('/stock/index', 'stock'),
  // Views named without a shown path: guides, services, Terminal 3, links.
  at('/guide/common', 'guide-common'),
  at('/guide/departure', 'guide-departure'),
  at('/guide/arrival', 'guide-arrival'),
  at('/guide/transfer', 'guide-transfer'),
  at('/guide/customs', 'guide-customs'),
  at('/guide/border', 'guide-border'),
  at('/guide/security', 'guide-security'),
  at('/guide/quarantine', 'guide-quarantine'),
  at('/guide/baggage', 'guide-baggage'),
  at('/guide/certificate', 'guide-certificate'),
  at('/guide/multiple', 'guide-multiple'),
  at('/guide/visa-free', 'visa-free'),
  at('/passenger-service/lost-found', 'lost-found'),
  at('/passenger-service/special', 'special-passengers'),
  at('/passenger-service/baggage', 'baggage-service'),
  at('/passenger-service/lounges', 'lounges'),
  at('/passenger-service/hotels', 'hotels'),
  at('/facilities', 'facilities'),
  at('/shop/art', 'airport-art'),
  at('/attractions', 'attractions'),
  at('/terminal3', 'terminal3'),
  at('/terminal3/horizontal', 'terminal3-horizontal'),
  at('/terminal3/vertical', 'terminal3-vertical'),
  at('/links', 'links'),
];
