import type { I18nText } from '../../platform/i18n-text';

export interface NavSeed {
  id: number;
  urlkey: string;
  path: string;
  name: I18nText;
  component?: string;
  query?: string;
  hidden?: boolean;
  children?: NavSeed[];
}

const n = (zh: string, en: string, fr: string, ko: string): I18nText => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': fr,
  'ko-KR': ko,
});
const folderPage = (key: string) => ({ component: 'content/folder', query: `urlKey=${key}` });

/**
 * The site's navigation: seven sections as on a large airport's site. Each entry's component
 * names a view of the web app's registry; query becomes the view's props.
 */
export const NAV_MENUS: NavSeed[] = [
  {
    id: 100,
    urlkey: 'flight',
    path: '/flight',
    name: n('航班信息', 'Flights', 'Vols', '항공편'),
    children: [
      {
        id: 101,
        urlkey: 'departures',
        path: '/flight/departures',
        name: n('出发航班', 'Departures', 'Départs', '출발'),
        component: 'flight/departures',
      },
      {
        id: 102,
        urlkey: 'arrivals',
        path: '/flight/arrivals',
        name: n('到达航班', 'Arrivals', 'Arrivées', '도착'),
        component: 'flight/arrivals',
      },
      {
        id: 103,
        urlkey: 'airlines',
        path: '/flight/airlines',
        name: n('航空公司', 'Airlines', 'Compagnies aériennes', '항공사'),
        component: 'flight/airlines',
      },
      {
        id: 104,
        urlkey: 'checkin',
        path: '/service/checkIn',
        name: n('网上值机', 'Online check-in', 'Enregistrement en ligne', '온라인 체크인'),
        component: 'checkin/start',
      },
      {
        id: 105,
        urlkey: 'appDepartures',
        path: '/app/flight/departures',
        name: n('出发航班', 'Departures', 'Départs', '출발'),
        component: 'flight/departures',
        hidden: true,
      },
      {
        id: 106,
        urlkey: 'appArrivals',
        path: '/app/flight/arrivals',
        name: n('到达航班', 'Arrivals', 'Arrivées', '도착'),
        component: 'flight/arrivals',
        hidden: true,
      },
    ],
  },
  {
    id: 200,
    urlkey: 'guide',
    path: '/guide',
    name: n('出行指南', 'Travel guide', 'Guide du voyageur', '여행 안내'),
    children: [
      {
        id: 201,
        urlkey: 'guide-common',
        path: '/guide/common',
        name: n('乘机全流程', 'Your journey', 'Votre parcours', '탑승 절차'),
        ...folderPage('guide-common'),
      },
      {
        id: 202,
        urlkey: 'guide-departure',
        path: '/guide/departure',
        name: n('出发指南', 'Departing', 'Au départ', '출발 안내'),
        ...folderPage('guide-departure'),
      },
      {
        id: 203,
        urlkey: 'guide-arrival',
        path: '/guide/arrival',
        name: n('到达指南', 'Arriving', "À l'arrivée", '도착 안내'),
        ...folderPage('guide-arrival'),
      },
      {
        id: 204,
        urlkey: 'guide-transfer',
        path: '/guide/transfer',
        name: n('中转指南', 'Transferring', 'Correspondances', '환승 안내'),
        ...folderPage('guide-transfer'),
      },
      {
        id: 205,
        urlkey: 'guide-customs',
        path: '/guide/customs',
        name: n('海关', 'Customs', 'Douane', '세관'),
        ...folderPage('guide-customs'),
      },
      {
        id: 206,
        urlkey: 'guide-border',
        path: '/guide/border',
        name: n('边防检查', 'Border control', 'Contrôle aux frontières', '출입국 심사'),
        ...folderPage('guide-border'),
      },
      {
        id: 207,
        urlkey: 'guide-security',
        path: '/guide/security',
        name: n('安全检查', 'Security', 'Sûreté', '보안 검색'),
        ...folderPage('guide-security'),
      },
      {
        id: 208,
        urlkey: 'guide-quarantine',
        path: '/guide/quarantine',
        name: n('卫生检疫', 'Health quarantine', 'Contrôle sanitaire', '검역'),
        ...folderPage('guide-quarantine'),
      },
      {
        id: 209,
        urlkey: 'guide-baggage',
        path: '/guide/baggage',
        name: n('行李规定', 'Baggage rules', 'Bagages', '수하물 규정'),
        ...folderPage('guide-baggage'),
      },
      {
        id: 210,
        urlkey: 'guide-certificate',
        path: '/guide/certificate',
        name: n(
          '临时乘机证明',
          'Temporary ID for flying',
          "Attestation d'identité temporaire",
          '임시 탑승 증명',
        ),
        ...folderPage('guide-certificate'),
      },
      {
        id: 211,
        urlkey: 'visa-free',
        path: '/guide/visa-free',
        name: n(
          '240小时过境免签',
          '240-hour visa-free transit',
          'Transit sans visa de 240 heures',
          '240시간 무비자 경유',
        ),
        ...folderPage('visa-free'),
      },
    ],
  },
  {
    id: 300,
    urlkey: 'service',
    path: '/passenger-service',
    name: n('旅客服务', 'Services', 'Services', '여객 서비스'),
    children: [
      {
        id: 301,
        urlkey: 'lost-found',
        path: '/passenger-service/lost-found',
        name: n('失物招领', 'Lost and found', 'Objets trouvés', '분실물 센터'),
        ...folderPage('lost-found'),
      },
      {
        id: 302,
        urlkey: 'special-passengers',
        path: '/passenger-service/special',
        name: n('特殊旅客服务', 'Special assistance', 'Assistance spéciale', '교통약자 서비스'),
        ...folderPage('special-passengers'),
      },
      {
        id: 303,
        urlkey: 'baggage-service',
        path: '/passenger-service/baggage',
        name: n('行李服务', 'Baggage services', 'Services bagages', '수하물 서비스'),
        ...folderPage('baggage-service'),
      },
      {
        id: 304,
        urlkey: 'vip-lounges',
        path: '/passenger-service/lounges',
        name: n('贵宾室与休息室', 'Lounges and VIP rooms', 'Salons et espaces VIP', '라운지'),
        ...folderPage('vip-lounges'),
      },
      {
        id: 305,
        urlkey: 'hotels',
        path: '/passenger-service/hotels',
        name: n('酒店与会议', 'Hotels and meetings', 'Hôtels et réunions', '호텔 및 회의'),
        ...folderPage('hotels'),
      },
      {
        id: 306,
        urlkey: 'faq',
        path: '/footer/faq',
        name: n('常见问题', 'FAQ', 'Questions fréquentes', '자주 묻는 질문'),
        component: 'faq/index',
      },
      {
        id: 307,
        urlkey: 'notification',
        path: '/notification/list',
        name: n('重要通知', 'Important notices', 'Avis importants', '중요 공지'),
        component: 'notification/list',
        hidden: true,
      },
      {
        id: 308,
        urlkey: 'buyNow',
        path: 'https://s.nia.gov.cn/',
        name: n(
          '移民管理政务服务',
          'Immigration e-services',
          "Services d'immigration en ligne",
          '출입국 전자 민원',
        ),
        component: 'external',
      },
    ],
  },
  {
    id: 400,
    urlkey: 'traffic',
    path: '/traffic',
    name: n('交通出行', 'Transport', 'Transports', '교통'),
    children: [
      {
        id: 401,
        urlkey: 'traffic-guide',
        path: '/traffic/index',
        name: n('交通指南', 'Getting here', "Venir à l'aéroport", '오시는 길'),
        ...folderPage('traffic-guide'),
      },
      {
        id: 402,
        urlkey: 'traffic-metro',
        path: '/traffic/metro',
        name: n('地铁与城际', 'Metro and rail', 'Métro et train', '지하철과 철도'),
        ...folderPage('traffic-metro'),
      },
      {
        id: 403,
        urlkey: 'traffic-coach',
        path: '/traffic/coach',
        name: n('机场大巴', 'Airport coaches', 'Cars aéroport', '공항버스'),
        ...folderPage('traffic-coach'),
      },
      {
        id: 404,
        urlkey: 'traffic-parking',
        path: '/traffic/parking',
        name: n('停车服务', 'Parking', 'Stationnement', '주차'),
        ...folderPage('traffic-parking'),
      },
      {
        id: 405,
        urlkey: 'traffic-shuttle',
        path: '/traffic/shuttle',
        name: n('航站楼摆渡车', 'Terminal shuttle', 'Navette entre terminaux', '터미널 셔틀'),
        ...folderPage('traffic-shuttle'),
      },
    ],
  },
  {
    id: 500,
    urlkey: 'shop',
    path: '/shop',
    name: n('购物餐饮', 'Shop and dine', 'Boutiques et restaurants', '쇼핑 및 식음'),
    children: [
      {
        id: 501,
        urlkey: 'dining',
        path: '/shop/dining',
        name: n('餐饮美食', 'Dining', 'Restauration', '식음'),
        ...folderPage('dining'),
      },
      {
        id: 502,
        urlkey: 'shopping',
        path: '/shop/shopping',
        name: n('购物', 'Shopping', 'Boutiques', '쇼핑'),
        ...folderPage('shopping'),
      },
      {
        id: 503,
        urlkey: 'airport-art',
        path: '/shop/art',
        name: n('机场艺术', 'Art at the airport', "L'art à l'aéroport", '공항 예술'),
        ...folderPage('airport-art'),
      },
      {
        id: 504,
        urlkey: 'terminal3',
        path: '/terminal3',
        name: n('T3航站楼', 'Terminal 3', 'Terminal 3', '제3터미널'),
        ...folderPage('terminal3'),
      },
    ],
  },
  {
    id: 600,
    urlkey: 'about',
    path: '/about',
    name: n('关于我们', 'About us', 'À propos', '회사 소개'),
    children: [
      {
        id: 601,
        urlkey: 'airport-basic-facts',
        path: '/footer/airport/basic/facts',
        name: n('机场概况', 'The airport', "L'aéroport", '공항 개요'),
        ...folderPage('airport-basic-facts'),
      },
      {
        id: 602,
        urlkey: 'headline',
        path: '/headline/list',
        name: n('白云新闻', 'News', 'Actualités', '뉴스'),
        component: 'article/list',
        query: 'urlKey=headline',
      },
      {
        id: 603,
        urlkey: 'airport-notice',
        path: '/notice/airport',
        name: n('机场公告', 'Airport notices', "Avis de l'aéroport", '공항 공지'),
        component: 'article/list',
        query: 'urlKey=airport-notice&showDate=1',
      },
      {
        id: 604,
        urlkey: 'corporate-culture',
        path: '/footer/corporate/culture',
        name: n('企业文化', 'Our culture', "Culture d'entreprise", '기업 문화'),
        ...folderPage('corporate-culture'),
      },
      {
        id: 605,
        urlkey: 'contact-us',
        path: '/footer/contact/us',
        name: n('联系我们', 'Contact us', 'Nous contacter', '문의하기'),
        ...folderPage('contact-us'),
      },
    ],
  },
  {
    id: 700,
    urlkey: 'investor',
    path: '/investor',
    name: n('投资者关系', 'Investors', 'Investisseurs', '투자자 정보'),
    children: [
      {
        id: 701,
        urlkey: 'company',
        path: '/footer/company/info',
        name: n('公司信息', 'Company information', "Informations sur l'entreprise", '회사 정보'),
        ...folderPage('company'),
      },
      {
        id: 702,
        urlkey: 'company-notice',
        path: '/notice/company',
        name: n('公司公告', 'Company announcements', "Annonces de l'entreprise", '회사 공시'),
        component: 'article/list',
        query: 'urlKey=company-notice&showDate=1',
      },
      {
        id: 703,
        urlkey: 'shareholder-returns',
        path: '/footer/shareholderReturn',
        name: n('股东回报', 'Shareholder returns', 'Rendement pour les actionnaires', '주주 환원'),
        ...folderPage('shareholder-returns'),
      },
      {
        id: 704,
        urlkey: 'zlzd',
        path: '/footer/corporateGovernance',
        name: n('公司治理', 'Corporate governance', "Gouvernance d'entreprise", '기업 지배구조'),
        ...folderPage('zlzd'),
      },
      {
        id: 705,
        urlkey: 'stock',
        path: '/stock/index',
        name: n('股票信息', 'Share price', 'Cours de bourse', '주가 정보'),
        ...folderPage('stock'),
      },
    ],
  },
];
