import type { I18nText } from '../../platform/i18n-text';

export interface FooterItemSeed {
  type: 'img' | 'label' | 'link';
  content: I18nText;
  link?: string;
  urlkey?: string;
  prama?: string;
  showDate?: boolean;
}

export interface FooterColumnSeed {
  title: I18nText;
  /** Locales that show the column; all when omitted. */
  locales?: string[];
  items: FooterItemSeed[];
}

const t = (zh: string, en: string, fr: string, ko: string): I18nText => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': fr,
  'ko-KR': ko,
});
const zh = (text: string): I18nText => ({ 'zh-CN': text });

/** Five columns in Chinese; about and service only in the other languages (spec section 9). */
export const FOOTER: FooterColumnSeed[] = [
  {
    title: t('关于我们', 'About us', 'À propos', '회사 소개'),
    items: [
      {
        type: 'link',
        content: t('机场概况', 'The airport', "L'aéroport", '공항 개요'),
        link: '/footer/airport/basic/facts',
        urlkey: 'airport-basic-facts',
      },
      {
        type: 'link',
        content: t('企业文化', 'Our culture', "Culture d'entreprise", '기업 문화'),
        link: '/footer/corporate/culture',
        urlkey: 'corporate-culture',
      },
      {
        type: 'link',
        content: t('企业荣誉', 'Honours', 'Distinctions', '수상 내역'),
        link: '/footer/corporate/honor',
        urlkey: 'corporate-honor',
      },
      {
        type: 'link',
        content: t('机场公告', 'Airport notices', "Avis de l'aéroport", '공항 공지'),
        link: '/notice/airport',
        urlkey: 'airport-notice',
        showDate: true,
      },
      {
        type: 'link',
        content: t('联系我们', 'Contact us', 'Nous contacter', '문의하기'),
        link: '/footer/contact/us',
        urlkey: 'contact-us',
      },
    ],
  },
  {
    title: t('旅客服务', 'Passenger services', 'Services aux passagers', '여객 서비스'),
    items: [
      {
        type: 'link',
        content: t('航班信息', 'Flights', 'Vols', '항공편'),
        link: '/flight/departures',
      },
      {
        type: 'link',
        content: t('网上值机', 'Online check-in', 'Enregistrement en ligne', '온라인 체크인'),
        link: '/service/checkIn',
      },
      {
        type: 'link',
        content: t('常见问题', 'FAQ', 'Questions fréquentes', '자주 묻는 질문'),
        link: '/footer/faq',
      },
      {
        type: 'link',
        content: t('危险品告知', 'Dangerous goods', 'Marchandises dangereuses', '위험물 안내'),
        link: '/dangerIndex',
      },
      {
        type: 'label',
        content: t(
          '网上值机服务时间 8:00–21:30',
          'Check-in help 08:00–21:30',
          "Aide à l'enregistrement 8h00–21h30",
          '체크인 상담 08:00–21:30',
        ),
      },
    ],
  },
  {
    title: zh('加入我们'),
    locales: ['zh-CN'],
    items: [
      {
        type: 'link',
        content: zh('人才招聘'),
        link: 'https://www.zhaopin.com/companydetail/gbiac',
      },
      { type: 'label', content: zh('招聘咨询：020-36063329') },
    ],
  },
  {
    title: zh('商务合作'),
    locales: ['zh-CN'],
    items: [
      {
        type: 'link',
        content: zh('商务合作'),
        link: '/footer/investmentInformation',
        urlkey: 'business',
      },
      { type: 'link', content: zh('航空性收费'), link: '/footer/airlinefee', urlkey: 'airlinefee' },
    ],
  },
  {
    title: zh('投资者关系'),
    locales: ['zh-CN'],
    items: [
      { type: 'link', content: zh('公司信息'), link: '/footer/company/info', urlkey: 'company' },
      {
        type: 'link',
        content: zh('公司公告'),
        link: '/notice/company',
        urlkey: 'company-notice',
        showDate: true,
      },
      {
        type: 'link',
        content: zh('股东回报'),
        link: '/footer/shareholderReturn',
        urlkey: 'shareholder-returns',
      },
      {
        type: 'link',
        content: zh('互动交流'),
        link: '/footer/interactiveCommunication',
        urlkey: 'mail',
      },
    ],
  },
];
