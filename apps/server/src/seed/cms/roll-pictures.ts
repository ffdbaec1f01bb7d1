import type { I18nText } from '../../platform/i18n-text';
import { folderSeeds } from './folders';

export interface RollPictureSeed {
  urlKey: string;
  title: I18nText;
  content: I18nText;
  imageUrl: string;
  url: string;
  isApp?: boolean;
  sort: number;
}

const t = (zh: string, en: string, fr: string, ko: string): I18nText => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': fr,
  'ko-KR': ko,
});

const HOME: RollPictureSeed[] = [
  {
    urlKey: 'home',
    sort: 1,
    imageUrl: 'banners/home-t3.svg',
    url: '/headline/detail?articleId=9685&showDate=1',
    title: t(
      'T3航站楼 花城之冠',
      'Terminal 3: the Crown of the Flower City',
      'Terminal 3 : la couronne de la ville des fleurs',
      '제3터미널, 꽃의 도시의 왕관',
    ),
    content: t(
      '地上5层、地下2层，199个值机柜台',
      'Five floors, 199 check-in counters, gardens inside',
      '5 niveaux en surface, 2 en sous-sol, 199 comptoirs d’enregistrement',
      '지상 5층·지하 2층, 체크인 카운터 199개',
    ),
  },
  {
    urlKey: 'home',
    sort: 2,
    imageUrl: 'banners/home-flights.svg',
    url: '/flight/departures',
    title: t(
      '实时航班动态',
      'Live departures and arrivals',
      'Départs et arrivées en direct',
      '실시간 출도착 정보',
    ),
    content: t(
      '按航班号或城市查询',
      'Search by flight number or city',
      'Recherchez par numéro de vol ou par ville',
      '편명 또는 도시로 검색',
    ),
  },
  {
    urlKey: 'home',
    sort: 3,
    imageUrl: 'banners/home-transit.svg',
    url: '/guide/visa-free',
    title: t(
      '240小时过境免签',
      '240-hour visa-free transit',
      'Transit sans visa de 240 heures',
      '240시간 무비자 경유',
    ),
    content: t(
      '经广州前往第三国，免签停留最长10天',
      'Stay up to 10 days on your way to a third country',
      'Via Guangzhou vers un pays tiers : jusqu’à 10 jours sans visa',
      '광저우 경유 제3국행 시 최대 10일 무비자 체류',
    ),
  },
  {
    urlKey: 'home',
    sort: 4,
    imageUrl: 'banners/home-garden.svg',
    url: '/shop/art',
    title: t(
      '候机也是一场旅行',
      'Gardens and art before your flight',
      'L’attente fait partie du voyage',
      '기다림도 여행이 됩니다',
    ),
    isApp: false,
    content: t(
      '9400平方米岭南花园',
      '9,400 m² of Lingnan gardens',
      '9 400 m² de jardins cantonais',
      '9,400㎡ 규모의 링난 정원',
    ),
  },
];

/** Three carousel pictures per hotel page (`hotel-<slug>`), captioned with the hotel's name. */
const HOTEL_NAMES: Record<string, I18nText> = {
  boerman: t(
    '广州白云机场铂尔曼大酒店',
    'Pullman Guangzhou Baiyun Airport',
    'Pullman Guangzhou Baiyun Airport',
    '풀만 광저우 바이윈 공항',
  ),
  daisi: t(
    '广州白云机场戴斯酒店',
    'Days Hotel Baiyun Airport',
    'Days Hotel Baiyun Airport',
    '데이즈 호텔 바이윈 공항',
  ),
  aosite: t(
    '广州白云机场奥斯特酒店',
    'Aosite Hotel Baiyun Airport',
    'Hôtel Aosite Baiyun Airport',
    '아오스터 호텔 바이윈 공항',
  ),
  nuofute: t(
    '广州白云机场诺富特酒店',
    'Novotel Guangzhou Baiyun Airport',
    'Novotel Guangzhou Baiyun Airport',
    '노보텔 광저우 바이윈 공항',
  ),
};
const HOTEL_SLIDES: { imageUrl: string; content: I18nText }[] = [
  { imageUrl: 'banners/hotel.svg', content: t('酒店外观', 'The hotel', 'L’hôtel', '호텔 외관') },
  {
    imageUrl: 'banners/hotel-night.svg',
    content: t('夜色中的酒店', 'By night', 'De nuit', '야경'),
  },
  {
    imageUrl: 'banners/home-garden.svg',
    content: t('花园与休闲', 'Gardens and leisure', 'Jardins et détente', '정원과 휴식'),
  },
];
const HOTEL_KEYS = Object.fromEntries(
  Object.keys(HOTEL_NAMES).map((slug) => [`hotel-${slug}`, true]),
);
const HOTELS: RollPictureSeed[] = Object.entries(HOTEL_NAMES).flatMap(([slug, name]) =>
  HOTEL_SLIDES.map((slide, i) => ({
    urlKey: `hotel-${slug}`,
    sort: i + 1,
    imageUrl: slide.imageUrl,
    url: '',
    title: name,
    content: slide.content,
  })),
);

/** Home banners, two hotel carousel pictures each, and one banner for every urlKey page. */
export function rollPictureSeeds(): RollPictureSeed[] {
  const pages = folderSeeds()
    .filter((f) => f.urlKey !== 'home' && !(f.urlKey in HOTEL_KEYS))
    .map((f) => ({
      urlKey: f.urlKey,
      sort: 1,
      imageUrl: f.bannerUrl,
      url: '',
      title: f.name,
      content: {},
    }));
  return [...HOME, ...HOTELS, ...pages];
}
