import type { I18nText } from '../../platform/i18n-text';
import type { ArticleSeed } from './articles-news';

const t = (zh: string, en: string): I18nText => ({ 'zh-CN': zh, 'en-US': en });

function page(
  id: number,
  urlKey: string,
  title: I18nText,
  summary: I18nText,
  content: I18nText,
): ArticleSeed {
  return { id, kind: 'page', urlKey, daysAgo: 30, title, summary, content };
}

/** Page content of the frame's links and the main guides (the content issue adds the rest). */
export const PAGES: ArticleSeed[] = [
  page(
    9801,
    'visa-free',
    t('240小时过境免签政策', '240-hour visa-free transit'),
    t(
      '符合条件的外国旅客经白云机场过境前往第三国（地区），可免办签证停留最长240小时。',
      'Eligible foreign travellers in transit through Baiyun to a third country or region may stay up to 240 hours without a visa.',
    ),
    t(
      '<p>持有效国际旅行证件和确定日期、座位的前往第三国（地区）联程客票的55国旅客，可从白云机场免签入境，在允许的区域内停留不超过240小时。</p><h2>如何办理</h2><ol><li>在航空公司值机时告知申请过境免签。</li><li>抵达后前往边检“过境免签”专用通道。</li><li>出示护照、联程客票及停留期间住宿信息。</li></ol><p>政策详情以国家移民管理局公布为准：<a href="https://www.nia.gov.cn/" target="_blank">国家移民管理局</a>。</p>',
      '<p>Citizens of 55 countries holding a valid passport and a confirmed onward ticket to a third country or region (with date and seat) may enter through Baiyun without a visa and stay up to 240 hours within the permitted area.</p><h2>How it works</h2><ol><li>Tell your airline at check-in that you will use visa-free transit.</li><li>On arrival, use the "visa-free transit" lane at border control.</li><li>Show your passport, onward ticket and where you will stay.</li></ol><p>The National Immigration Administration publishes the rules: <a href="https://en.nia.gov.cn/" target="_blank">NIA</a>.</p>',
    ),
  ),
  page(
    9802,
    'guide-common',
    t('乘机全流程', 'Your journey through the airport'),
    t('从到达机场到登机，一页看懂每一步。', 'Every step from the kerb to the gate, on one page.'),
    t(
      '<ol><li><strong>确认航站楼</strong>：南航集团在T2，东航集团、外航及国际航班多在T3。</li><li><strong>值机与托运</strong>：可网上值机或使用自助设备；国内航班起飞前30–45分钟、国际航班前45–60分钟截止办理。</li><li><strong>边检（国际）</strong>：出示护照及登机牌。</li><li><strong>安检</strong>：取出电子设备和液体；充电宝随身携带。</li><li><strong>候机与登机</strong>：关注登机口变更，登机口通常在起飞前15–20分钟关闭。</li></ol>',
      '<ol><li><strong>Check your terminal</strong>: China Southern group in T2; China Eastern group, foreign airlines and most international flights in T3.</li><li><strong>Check in and drop bags</strong>: online or at a kiosk; counters close 30–45 minutes before domestic and 45–60 minutes before international departures.</li><li><strong>Border control (international)</strong>: show your passport and boarding pass.</li><li><strong>Security</strong>: take out electronics and liquids; power banks stay in your cabin bag.</li><li><strong>Gate</strong>: watch for gate changes; gates usually close 15–20 minutes before departure.</li></ol>',
    ),
  ),
  page(
    9803,
    'guide-security',
    t('安检须知', 'Security screening'),
    t('液体、充电宝与违禁物品规定。', 'Rules for liquids, power banks and prohibited items.'),
    t(
      '<h2>液体</h2><p>国内航班：除少量旅行自用化妆品（每种限1件，不超过100毫升）外，液体不得随身携带。国际航班：单件不超过100毫升，装入容量不超过1升的透明可封口袋。婴儿食品、药品及密封免税品除外。</p><h2>充电宝</h2><p>只能随身携带：不超过100Wh可直接携带；100–160Wh须航空公司批准；超过160Wh禁止携带。国内航班禁止携带无3C标识的充电宝。</p><h2>酒类（托运）</h2><p>酒精度24%以下不限量；24%–70%每人不超过5升；70%以上禁止。</p>',
      '<h2>Liquids</h2><p>Domestic flights: no liquids in the cabin except personal cosmetics, one of each, up to 100 ml. International flights: containers of up to 100 ml in one resealable bag of up to 1 litre. Baby food, medicine and sealed duty-free goods are exempt.</p><h2>Power banks</h2><p>Cabin only: up to 100 Wh freely; 100–160 Wh with airline approval; over 160 Wh not allowed. Power banks without a 3C mark are banned on domestic flights.</p><h2>Alcohol (checked bags)</h2><p>Up to 24% ABV without limit; 24–70% up to 5 litres per person; over 70% not allowed.</p>',
    ),
  ),
  page(
    9804,
    'guide-certificate',
    t('临时乘机证明', 'Lost your ID card?'),
    t(
      '身份证遗失可在机场公安办理临时乘机证明。',
      'The airport police office issues a temporary certificate for flying.',
    ),
    t(
      '<p>乘坐国内航班的旅客如遗失身份证，可前往航站楼机场公安派出所办理临时乘机证明，请预留至少30分钟，并准备本人近期照片或电子证照。</p>',
      '<p>If you lose your Chinese ID card before a domestic flight, the airport police office in the terminal issues a temporary certificate for flying. Allow at least 30 minutes.</p>',
    ),
  ),
  page(
    9805,
    'exchange-rates',
    t('外币兑换参考', 'Currency exchange'),
    t(
      '航站楼内外币兑换网点与参考牌价。',
      'Where to change money at the airport, and reference rates.',
    ),
    t(
      '<p>T2、T3国际出发及到达区域设有银行外币兑换网点，营业时间覆盖国际航班时段。兑换牌价以银行当日公布为准，可参考<a href="https://www.boc.cn/sourcedb/whpj/" target="_blank">中国银行外汇牌价</a>。</p>',
      '<p>Banks have exchange counters in the international departure and arrival areas of T2 and T3, open during international flight hours. Rates are the banks\' own of the day; see <a href="https://www.boc.cn/sourcedb/whpj/enindex.html" target="_blank">Bank of China reference rates</a>.</p>',
    ),
  ),
  page(
    9806,
    'trade-fair',
    t('广交会旅客服务', 'Canton Fair travellers'),
    t(
      '从机场前往琶洲广交会展馆的交通与服务。',
      'Getting from the airport to the Canton Fair in Pazhou.',
    ),
    t(
      '<p>广交会期间，T2、T3到达层设广交会服务台。前往琶洲展馆可乘机场大巴琶洲线（约70分钟），或乘地铁3号线转8号线至琶洲站。</p>',
      '<p>During the fair, help desks stand on the T2 and T3 arrivals levels. For the Pazhou exhibition centre take the airport coach Pazhou line (about 70 minutes), or Metro Line 3 then Line 8 to Pazhou.</p>',
    ),
  ),
  page(
    9807,
    'airport-expo',
    t('机场博览会', 'Airport Expo'),
    t('一年一度的航空与机场产业展览。', 'The yearly show of the aviation and airport industry.'),
    t(
      '<p>广州国际机场博览会汇聚机场建设、智慧出行与航空服务领域的企业与机构，在广州举办，面向行业观众与公众开放。</p>',
      '<p>The Guangzhou airport expo brings together companies in airport construction, smart travel and aviation services, with days open to trade visitors and the public.</p>',
    ),
  ),
  page(
    9808,
    'airport-basic-facts',
    t('机场概况', 'The airport at a glance'),
    t('中国三大门户复合枢纽机场之一。', 'One of the three gateway hubs of China.'),
    t(
      '<p>广州白云国际机场（IATA：CAN，ICAO：ZGGG）位于广州市北部约28公里，是中国三大门户复合枢纽机场之一，现有T1、T2、T3三座航站楼和五条跑道，通航超过80家航空公司、约105个国内航点和140余条国际航线。</p>',
      "<p>Guangzhou Baiyun International Airport (IATA CAN, ICAO ZGGG), about 28 km north of central Guangzhou, is one of China's three gateway hubs, with terminals T1, T2 and T3 and five runways, served by over 80 airlines flying to about 105 domestic cities and on more than 140 international routes.</p>",
    ),
  ),
  page(
    9809,
    'contact-us',
    t('联系我们', 'Contact us'),
    t('服务热线020-36066999，24小时服务。', 'Service hotline +86-20-36066999, around the clock.'),
    t(
      '<p>白云机场服务热线：<a href="tel:+862036066999">020-36066999</a>（24小时）。网上值机服务时间为每日8:00–21:30。</p>',
      '<p>Airport service hotline: <a href="tel:+862036066999">+86-20-36066999</a> (24 hours). Online check-in help: daily 08:00–21:30.</p>',
    ),
  ),
];
