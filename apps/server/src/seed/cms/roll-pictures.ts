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
      'Terminal 3: a flower crown for the City of Rams',
      'Terminal 3 : une couronne de fleurs pour la ville des Béliers',
      '제3터미널: 꽃의 도시의 왕관',
    ),
    content: t(
      '地上5层、地下2层，199个值机柜台',
      'Five floors, 199 check-in counters, gardens inside',
      'Cinq niveaux, 199 comptoirs, des jardins intérieurs',
      '지상 5층, 체크인 카운터 199개',
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
      'Recherchez par numéro de vol ou ville',
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
      "Jusqu'à 10 jours en route vers un pays tiers",
      '제3국 경유 시 최대 10일 체류',
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
      "Jardins et art avant l'embarquement",
      '탑승 전 정원과 예술',
    ),
    isApp: false,
    content: t(
      '9400平方米岭南花园',
      '9,400 m² of Lingnan gardens',
      '9 400 m² de jardins cantonais',
      '9,400㎡ 링난 정원',
    ),
  },
];

const HOTELS: RollPictureSeed[] = ['boerman', 'daisi', 'aosite', 'nuofute'].flatMap((slug, i) => [
  {
    urlKey: `hotel-${slug}`,
    sort: 1,
    imageUrl: 'banners/hotel.svg',
    url: '',
    title: t('酒店外观', 'The hotel', "L'hôtel", '호텔 외관'),
    content: t('', '', '', ''),
  },
  {
    urlKey: `hotel-${slug}`,
    sort: 2,
    imageUrl: i % 2 ? 'banners/hotel-night.svg' : 'banners/home-garden.svg',
    url: '',
    title: t('夜景', 'By night', 'De nuit', '야경'),
    content: t('', '', '', ''),
  },
]);

/** Home banners, two hotel carousel pictures each, and one banner for every urlKey page. */
export function rollPictureSeeds(): RollPictureSeed[] {
  const pages = folderSeeds()
    .filter((f) => f.urlKey !== 'home')
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
