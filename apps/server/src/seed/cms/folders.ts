import type { I18nText } from '../../platform/i18n-text';
import { NAV_MENUS, type NavSeed } from './nav-menus';

export interface FolderSeed {
  urlKey: string;
  name: I18nText;
  bannerUrl: string;
}

const BANNER_BY_SECTION: Record<string, string> = {
  flight: 'banners/flights.svg',
  guide: 'banners/guide.svg',
  service: 'banners/service.svg',
  traffic: 'banners/traffic.svg',
  shop: 'banners/shopping.svg',
  about: 'banners/about.svg',
  investor: 'banners/investor.svg',
};
const BANNER_BY_KEY: Record<string, string> = {
  'visa-free': 'banners/transit.svg',
  hotels: 'banners/hotel.svg',
  'airport-art': 'banners/art.svg',
  terminal3: 'banners/home-t3.svg',
  headline: 'banners/news.svg',
  attractions: 'banners/art.svg',
  links: 'banners/about.svg',
};

const n = (zh: string, en: string, fr: string, ko: string): I18nText => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': fr,
  'ko-KR': ko,
});

/** Folders for pages that are not in the menu (spec section 2's static routes). */
const EXTRA: FolderSeed[] = [
  { urlKey: 'home', name: n('首页', 'Home', 'Accueil', '홈'), bannerUrl: 'banners/home-t3.svg' },
  {
    urlKey: 'corporate-honor',
    name: n('企业荣誉', 'Honours and awards', 'Distinctions', '수상 내역'),
    bannerUrl: 'banners/about.svg',
  },
  {
    urlKey: 'business',
    name: n('商务合作', 'Business cooperation', 'Coopération commerciale', '비즈니스 협력'),
    bannerUrl: 'banners/investor.svg',
  },
  {
    urlKey: 'airlinefee',
    name: n('航空性收费', 'Airline charges', 'Redevances aéronautiques', '항공 관련 요금'),
    bannerUrl: 'banners/investor.svg',
  },
  {
    urlKey: 'mail',
    name: n('互动交流', 'Investor questions', 'Questions des investisseurs', '투자자 문의'),
    bannerUrl: 'banners/investor.svg',
  },
  {
    urlKey: 'organization',
    name: n('组织架构', 'Organisation', 'Organisation', '조직도'),
    bannerUrl: 'banners/about.svg',
  },
  {
    urlKey: 'leader-team',
    name: n('领导团队', 'Leadership', 'Direction', '경영진'),
    bannerUrl: 'banners/about.svg',
  },
  {
    urlKey: 'rights-protection',
    name: n('投资者权益保护', "Investors' rights", 'Droits des investisseurs', '투자자 권익 보호'),
    bannerUrl: 'banners/investor.svg',
  },
  {
    urlKey: 'danger-goods',
    name: n('危险品告知', 'Dangerous goods notice', 'Marchandises dangereuses', '위험물 안내'),
    bannerUrl: 'banners/guide.svg',
  },
  {
    urlKey: 'trade-fair',
    name: n(
      '广交会服务',
      'Canton Fair services',
      'Services pour la Foire de Canton',
      '캔톤페어 서비스',
    ),
    bannerUrl: 'banners/home-garden.svg',
  },
  {
    urlKey: 'airport-expo',
    name: n('机场博览会', 'Airport Expo', 'Salon de l’aéroport', '공항 박람회'),
    bannerUrl: 'banners/home-flights.svg',
  },
  ...(
    [
      [
        'education',
        n('投资者教育', 'Investor education', 'Éducation des investisseurs', '투자자 교육'),
      ],
      ['guard', n('维权渠道', 'Seeking redress', 'Recours', '권익 구제')],
      ['fair', n('公平对待投资者', 'Fair treatment', 'Traitement équitable', '공정한 대우')],
    ] as const
  ).map(([part, name]) => ({
    urlKey: `rights-protection-${part}`,
    name,
    bannerUrl: 'banners/investor.svg',
  })),
  ...(
    [
      ['boerman', n('铂尔曼大酒店', 'Pullman', 'Pullman', '풀만 호텔')],
      ['daisi', n('戴斯酒店', 'Days Hotel', 'Days Hotel', '데이즈 호텔')],
      ['aosite', n('奥斯特酒店', 'Aosite Hotel', 'Hôtel Aosite', '아오스터 호텔')],
      ['nuofute', n('诺富特酒店', 'Novotel', 'Novotel', '노보텔')],
    ] as const
  ).map(([slug, name]) => ({ urlKey: `hotel-${slug}`, name, bannerUrl: 'banners/hotel.svg' })),
  {
    urlKey: 'summary',
    name: n('工作概要', 'Summaries', 'Synthèses', '업무 개요'),
    bannerUrl: 'banners/about.svg',
  },
  {
    urlKey: 'privacy',
    name: n('隐私政策', 'Privacy policy', 'Politique de confidentialité', '개인정보 처리방침'),
    bannerUrl: 'banners/about.svg',
  },
  {
    urlKey: 'category',
    name: n('服务分类', 'Services by category', 'Services par catégorie', '서비스 분류'),
    bannerUrl: 'banners/service.svg',
  },
  {
    urlKey: 'exchange-rates',
    name: n('外币兑换参考', 'Currency exchange', 'Change de devises', '환전 안내'),
    bannerUrl: 'banners/service.svg',
  },
];

function collect(entries: NavSeed[], section: string, out: Map<string, FolderSeed>) {
  for (const entry of entries) {
    const key =
      /urlKey=([\w-]+)/.exec(entry.query ?? '')?.[1] ?? (entry.children ? entry.urlkey : undefined);
    if (key && !out.has(key))
      out.set(key, {
        urlKey: key,
        name: entry.name,
        bannerUrl: BANNER_BY_KEY[key] ?? BANNER_BY_SECTION[section] ?? 'banners/default.svg',
      });
    if (entry.children) collect(entry.children, section, out);
  }
}

export function folderSeeds(): FolderSeed[] {
  const out = new Map<string, FolderSeed>();
  for (const section of NAV_MENUS) collect([section], section.urlkey, out);
  for (const extra of EXTRA) if (!out.has(extra.urlKey)) out.set(extra.urlKey, extra);
  return [...out.values()];
}
