import type { ArticleKind } from '@can/contracts';
import type { I18nText } from '../../platform/i18n-text';

export interface ArticleSeed {
  id: number;
  kind: ArticleKind;
  urlKey: string;
  /** Days before the seeding day (0 = today). */
  daysAgo: number;
  title: I18nText;
  summary: I18nText;
  content: I18nText;
  counterpartId?: number;
}

const t = (zh: string, en: string): I18nText => ({ 'zh-CN': zh, 'en-US': en });

/** News, notices, notifications and the announcement. Ids 9685 and 9687 are the featured pair. */
export const NEWS: ArticleSeed[] = [
  {
    id: 9685,
    kind: 'headline',
    urlKey: 'headline',
    daysAgo: 1,
    counterpartId: 9687,
    title: { 'zh-CN': '白云机场T3航站楼投运满月：旅客出行指南' },
    summary: {
      'zh-CN': 'T3航站楼与第五跑道投运一个月，这份指南帮您快速找到值机、安检、交通与餐饮。',
    },
    content: {
      'zh-CN':
        '<p>2025年10月30日，白云机场T3航站楼与第五跑道正式投运。T3以“花城之冠”为设计主题，地上5层、地下2层，设有199个值机柜台、60台自助值机设备和59台自助行李托运设备。</p><h2>哪些航空公司在T3？</h2><p>东航集团（MU、FM、KN）、吉祥航空（HO）、春秋航空（9C），以及外国和地区航空公司，另有东航、海航、深航和春秋的国际航班。南航集团及合作伙伴仍在T2运营。出发前请在“航班信息”中确认航站楼。</p><h2>如何到达T3？</h2><p>T3暂无地铁站：可乘地铁3号线或9号线至高增站，换乘机场摆渡车（每5–10分钟一班，票价2元）；或乘新白广城际至白云机场东站，出站即到T3交通中心。出租车上客点位于T3的72号门。</p><h2>温馨提示</h2><ul><li>国内航班请至少提前2小时到达机场，国际航班提前3小时。</li><li>T1航站楼改造期间，原T1航班已调整至T2或T3。</li></ul>',
    },
  },
  {
    id: 9687,
    kind: 'headline',
    urlKey: 'headline',
    daysAgo: 1,
    counterpartId: 9685,
    title: {
      'en-US': "Terminal 3's first month: a traveller's guide",
      'fr-FR': 'Le Terminal 3 fête son premier mois : guide du voyageur',
      'ko-KR': '제3터미널 개장 한 달: 여행객 안내',
    },
    summary: {
      'en-US':
        'Terminal 3 and the fifth runway have been open for a month. Here is how to find check-in, security, transport and food.',
      'fr-FR':
        "Le Terminal 3 et la cinquième piste sont ouverts depuis un mois : comment s'y retrouver.",
      'ko-KR': '제3터미널과 제5활주로가 개장한 지 한 달, 체크인·보안검색·교통·식음 안내입니다.',
    },
    content: {
      'en-US':
        '<p>Terminal 3 and the fifth runway opened on 30 October 2025. Themed "a flower crown for the City of Rams", T3 has five floors above ground and two below, 199 check-in counters, 60 self-service kiosks and 59 self bag-drop units.</p><h2>Which airlines use T3?</h2><p>China Eastern group (MU, FM, KN), Juneyao (HO), Spring (9C), the foreign and regional airlines, and the international flights of China Eastern, Hainan, Shenzhen and Spring. China Southern and its partners stay in T2. Check your terminal under Flights before you set off.</p><h2>Getting to T3</h2><p>T3 has no metro station: take Metro Line 3 or 9 to Gaozeng and change to the airport shuttle bus (every 5–10 minutes, ¥2), or take the New Baiyun–Guangzhou intercity train to Baiyun Airport East, which opens into the T3 transport centre. Taxis pick up at T3 door 72.</p><h2>Good to know</h2><ul><li>Arrive at least 2 hours before domestic and 3 hours before international flights.</li><li>While Terminal 1 is renovated, its flights have moved to T2 or T3.</li></ul>',
    },
  },
  {
    id: 9701,
    kind: 'headline',
    urlKey: 'headline',
    daysAgo: 3,
    title: t(
      '白云机场冬春航季新开通多条国际航线',
      'New international routes for the winter-spring season',
    ),
    summary: t(
      '新航季白云机场新增至布达佩斯、圣保罗等航点，国际及地区航点超过100个。',
      'This season adds Budapest and São Paulo among others, taking the airport past 100 international and regional destinations.',
    ),
    content: t(
      '<p>自10月26日起执行的冬春航季，白云机场每周计划航班量同比增长约8%，新开或恢复多条国际航线。旅客可在“航班信息”查询实时航班动态。</p>',
      '<p>The winter-spring schedule, in force since 26 October, plans about 8% more weekly flights than a year ago and opens or resumes several international routes. Live times are under Flights.</p>',
    ),
  },
  {
    id: 9702,
    kind: 'headline',
    urlKey: 'headline',
    daysAgo: 6,
    title: t('第138届广交会期间机场启动保障专项服务', 'Canton Fair services at the airport'),
    summary: t(
      '广交会期间，机场在T2、T3到达层设立服务台，提供交通指引与多语种咨询。',
      'During the Canton Fair, help desks on the T2 and T3 arrivals levels give transport directions in several languages.',
    ),
    content: t(
      '<p>广交会期间，白云机场在T2、T3到达层设立广交会服务台，提供展馆交通指引、多语种咨询与外币兑换指引，并加密至琶洲展馆的机场大巴班次。</p>',
      '<p>During the Canton Fair, desks on the T2 and T3 arrivals levels offer directions to the Pazhou exhibition centre, help in several languages and currency-exchange information; airport coaches to Pazhou run more often.</p>',
    ),
  },
  {
    id: 9703,
    kind: 'headline',
    urlKey: 'headline',
    daysAgo: 9,
    title: t('T3航站楼“岭南花园”对旅客开放', "T3's Lingnan gardens open to travellers"),
    summary: t(
      '约9400平方米的室内外花园与2400平方米观景平台，候机之余也能赏景。',
      'About 9,400 m² of gardens and a 2,400 m² observation platform to enjoy before your flight.',
    ),
    content: t(
      '<p>T3航站楼内设有约9400平方米的岭南风格花园，以及2400平方米的观景平台，旅客可在安检后前往参观，观赏第五跑道起降。</p>',
      '<p>Terminal 3 has about 9,400 m² of Lingnan-style gardens and a 2,400 m² observation platform after security, looking out over the fifth runway.</p>',
    ),
  },
  {
    id: 9704,
    kind: 'headline',
    urlKey: 'headline',
    daysAgo: 14,
    title: t('白云机场推出“易安检”服务，常旅客安检更便捷', 'Faster security for frequent flyers'),
    summary: t(
      '符合条件的旅客可通过专用通道快速完成安检。',
      'Eligible travellers can use dedicated lanes to pass security faster.',
    ),
    content: t(
      '<p>白云机场在T2、T3设置易安检通道。旅客需提前在官方渠道完成信息登记，并遵守随身行李规定。</p>',
      '<p>Dedicated "easy security" lanes are open in T2 and T3 for travellers who register in advance through the official channels and follow cabin-baggage rules.</p>',
    ),
  },
  {
    id: 9711,
    kind: 'airport-notice',
    urlKey: 'airport-notice',
    daysAgo: 2,
    title: t('关于T1航站楼改造期间航班调整的公告', 'Flights during the renovation of Terminal 1'),
    summary: t(
      'T1改造期间，原T1航班调整至T2、T3运行。',
      'While Terminal 1 is renovated, its flights use T2 and T3.',
    ),
    content: t(
      '<p>为提升服务品质，T1航站楼正在进行改造。改造期间，原在T1运营的航空公司已调整至T2或T3航站楼。请旅客出行前通过航班信息或航空公司确认航站楼。</p>',
      '<p>Terminal 1 is being renovated. Airlines that flew from T1 now use T2 or T3. Please confirm your terminal under Flights or with your airline before you travel.</p>',
    ),
  },
  {
    id: 9712,
    kind: 'airport-notice',
    urlKey: 'airport-notice',
    daysAgo: 5,
    title: t(
      '关于无3C标识充电宝禁止带上国内航班的提示',
      'Power banks without a 3C mark are not allowed on domestic flights',
    ),
    summary: t(
      '自2025年6月28日起，无3C标识、标识不清或被召回的充电宝禁止带上国内航班。',
      'Since 28 June 2025, power banks without a clear 3C mark, or recalled ones, may not be carried on domestic flights.',
    ),
    content: t(
      '<p>根据中国民航局要求，自2025年6月28日起，旅客不得携带无3C标识、3C标识不清晰或被召回型号批次的充电宝乘坐境内航班。充电宝只能随身携带，不得托运：额定能量不超过100Wh可直接携带，100–160Wh须经航空公司批准，超过160Wh严禁携带。</p>',
      "<p>Under CAAC rules, since 28 June 2025 power banks without a 3C mark, with an unclear mark, or of a recalled batch may not be carried on domestic flights. Power banks travel in the cabin only, never in checked bags: up to 100 Wh freely, 100–160 Wh with the airline's approval, over 160 Wh not at all.</p>",
    ),
  },
  {
    id: 9713,
    kind: 'airport-notice',
    urlKey: 'airport-notice',
    daysAgo: 8,
    title: t('冬季雾天航班运行提示', 'Fog and winter weather: flight advice'),
    summary: t(
      '冬春季节清晨易出现大雾，请关注航班动态。',
      'Early-morning fog is common in winter and spring; please watch your flight status.',
    ),
    content: t(
      '<p>冬春季节广州清晨易出现大雾天气，可能导致航班延误。请旅客关注航班动态及航空公司通知，合理安排出行时间。</p>',
      "<p>Early-morning fog is common in Guangzhou in winter and spring and may delay flights. Please follow your flight status and your airline's messages and allow extra time.</p>",
    ),
  },
  {
    id: 9714,
    kind: 'airport-notice',
    urlKey: 'airport-notice',
    daysAgo: 12,
    title: t('T3航站楼出租车上客点调整公告', 'New taxi rank at Terminal 3'),
    summary: t(
      'T3出租车上客点位于到达层72号门外。',
      'Taxis at T3 now pick up outside door 72 on the arrivals level.',
    ),
    content: t(
      '<p>T3航站楼出租车上客点设于到达层72号门外，网约车上客点位于P12停车楼。请旅客按指引排队候车。</p>',
      '<p>At T3 the taxi rank is outside door 72 on the arrivals level; ride-hailing cars pick up in car park P12. Please follow the signs and queue.</p>',
    ),
  },
  {
    id: 9721,
    kind: 'company-notice',
    urlKey: 'company-notice',
    daysAgo: 4,
    title: t(
      '广州白云国际机场股份有限公司2026年10月运输生产数据公告',
      'Traffic figures for October 2026',
    ),
    summary: t(
      '本公司公布2026年10月旅客吞吐量、货邮吞吐量及飞机起降架次。',
      'Passenger, cargo and aircraft-movement figures for October 2026.',
    ),
    content: t(
      '<p>本公司2026年10月运输生产数据已按规定披露，详见上海证券交易所网站公告（股票代码600004）。</p>',
      "<p>The company's traffic figures for October 2026 have been disclosed as required; see the announcement on the Shanghai Stock Exchange website (stock code 600004).</p>",
    ),
  },
  {
    id: 9722,
    kind: 'company-notice',
    urlKey: 'company-notice',
    daysAgo: 20,
    title: t('2026年第三季度报告', 'Third-quarter report 2026'),
    summary: t(
      '本公司2026年第三季度报告已披露。',
      'The company has published its report for the third quarter of 2026.',
    ),
    content: t(
      '<p>本公司2026年第三季度报告全文已于上海证券交易所网站披露，投资者可查阅。</p>',
      '<p>The full third-quarter report 2026 is available on the Shanghai Stock Exchange website.</p>',
    ),
  },
  {
    id: 9731,
    kind: 'notification',
    urlKey: 'notification',
    daysAgo: 0,
    title: t('今晨大雾，部分航班延误', 'Morning fog: some flights delayed'),
    summary: t(
      '受大雾影响，今晨部分进出港航班延误，请关注航班动态。',
      'Fog this morning has delayed some departures and arrivals; please check your flight.',
    ),
    content: t(
      '<p>受大雾天气影响，今日早间部分进出港航班出现延误。请旅客通过“航班信息”或航空公司渠道关注最新动态。</p>',
      '<p>Fog this morning has delayed some departures and arrivals. Please follow the latest times under Flights or from your airline.</p>',
    ),
  },
  {
    id: 9732,
    kind: 'notification',
    urlKey: 'notification',
    daysAgo: 2,
    title: t('T2至T3摆渡车运营时间调整', 'T2–T3 shuttle hours'),
    summary: t(
      '航站楼间摆渡车运营时间为6:00至次日1:00。',
      'The shuttle between terminals now runs from 06:00 to 01:00.',
    ),
    content: t(
      '<p>T1、T2、T3航站楼间摆渡车运营时间调整为每日6:00至次日1:00，高峰时段约每8分钟一班。</p>',
      '<p>The shuttle between T1, T2 and T3 runs daily from 06:00 to 01:00, about every 8 minutes at busy times.</p>',
    ),
  },
  {
    id: 9733,
    kind: 'notification',
    urlKey: 'notification',
    daysAgo: 6,
    title: t('国际出发旅客请预留充足时间', 'International departures: allow enough time'),
    summary: t(
      '请国际航班旅客至少提前3小时到达机场。',
      'Please arrive at least three hours before an international flight.',
    ),
    content: t(
      '<p>近期国际航班客流较大，请国际航班旅客至少提前3小时到达机场办理值机、边检和安检手续。</p>',
      '<p>International traffic is heavy. Please arrive at least three hours before departure for check-in, border control and security.</p>',
    ),
  },
  {
    id: 9741,
    kind: 'announcement',
    urlKey: 'announcement',
    daysAgo: 0,
    title: t(
      '重要提示：T1航站楼改造期间请前往T2或T3',
      'Important: Terminal 1 is closed for renovation',
    ),
    summary: t(
      'T1航站楼改造期间，请前往T2或T3航站楼乘机。',
      'While Terminal 1 is renovated, please fly from T2 or T3.',
    ),
    content: t(
      '<p><strong>T1航站楼改造期间暂停使用。</strong>原T1航班已调整至T2或T3，出发前请在<a href="/flight/departures">航班信息</a>中确认航站楼。</p>',
      '<p><strong>Terminal 1 is closed for renovation.</strong> Its flights now use T2 or T3; please check your terminal under <a href="/flight/departures">Flights</a> before you set off.</p>',
    ),
  },
];
