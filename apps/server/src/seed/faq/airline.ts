import { qa, withFrKo } from './faq-seed';
import { AIRLINE_FR_KO } from './airline-fr-ko';

/** 航空业务: terminals, check-in, baggage and disruption. */
const ZH_EN = [
  qa(
    '我的航班在哪个航站楼？',
    'Which terminal does my flight leave from?',
    '<p>T2 航站楼：南方航空、厦门航空、重庆航空及其合作航空公司。</p><p>T3 航站楼：东方航空集团（东航、上航、中联航）、吉祥航空、春秋航空，以及境外和地区航空公司，另有东航、海航、深航、春秋的国际航班。</p><p>以机票或值机信息为准，也可以在<a href="/flight/departures">出发航班</a>页面按航班号查询航站楼、值机柜台和登机口。</p>',
    '<p>Terminal 2: China Southern, Xiamen Airlines, Chongqing Airlines and their partners.</p><p>Terminal 3: the China Eastern group (China Eastern, Shanghai Airlines, China United), Juneyao, Spring, foreign and regional airlines, and the international flights of China Eastern, Hainan, Shenzhen and Spring.</p><p>Your ticket shows the terminal; you can also look up your flight on the <a href="/flight/departures">departures</a> page for its terminal, check-in counters and gate.</p>',
  ),
  qa(
    '可以网上值机吗？什么时候办理？',
    'Can I check in online, and when?',
    '<p>可以。建议在航班起飞前 48 小时至 4 小时内通过本网站<a href="/service/checkIn">网上值机</a>选座。网上值机仅适用于普通成人旅客（70 岁以上、病患、担架、孕妇、儿童、携带婴儿和无成人陪伴儿童等旅客请到柜台办理）。</p><p>值机后最多可取消 3 次，起飞前 60 分钟内或已在柜台、自助机办理的不能取消。值机帮助热线服务时间 8:00–21:30。</p>',
    '<p>Yes. Use <a href="/service/checkIn">online check-in</a> on this site between 48 and 4 hours before departure to choose your seat. It is for ordinary adult passengers only; passengers over 70, patients, stretcher cases, pregnant women, children, passengers with infants and unaccompanied minors check in at a counter.</p><p>You may cancel an online check-in at most three times, not within 60 minutes of departure, and not after checking in at a counter or kiosk. The check-in help line is open 8:00–21:30.</p>',
  ),
  qa(
    '有自助值机和自助行李托运吗？',
    'Are there self-service check-in kiosks and self bag-drop?',
    '<p>有。T2 航站楼有 339 个值机柜台，其中 120 个为自助值机，另有 56 套自助行李托运设备；T3 航站楼有 199 个值机柜台、60 台自助值机设备和 59 套自助行李托运设备。</p><p>自助设备支持居民身份证和护照，打印登机牌后按屏幕提示贴好行李条即可交运。</p>',
    '<p>Yes. Terminal 2 has 339 check-in counters, 120 of them self-service, and 56 self bag-drop units; Terminal 3 has 199 check-in points, 60 self-service kiosks and 59 self bag-drop units.</p><p>The machines accept Chinese ID cards and passports: print your boarding pass, tag your bag as the screen shows and drop it.</p>',
  ),
  qa(
    '航班延误或取消了怎么办？',
    'My flight is delayed or cancelled. What should I do?',
    '<p>改签、退票、餐食和住宿安排由承运航空公司负责，请留意航空公司短信，或到航空公司柜台、拨打航空公司客服热线办理。</p><p>本网站的<a href="/flight/departures">航班动态</a>会实时更新航班状态和登机口；在机场内如需帮助，可拨打白云机场 24 小时服务热线 020-36066999。</p>',
    '<p>Rebooking, refunds, meals and hotel rooms are arranged by your airline: watch for its text messages, or go to its counter or call its hotline.</p><p>The <a href="/flight/departures">flight board</a> on this site shows status and gate changes as they happen; for help in the terminal call the airport\'s 24-hour hotline 020-36066999.</p>',
  ),
  qa(
    '各航空公司的客服电话是多少？',
    "What are the airlines' customer service numbers?",
    '<ul><li>中国南方航空 95539</li><li>中国国际航空 95583</li><li>中国东方航空 95530</li><li>海南航空 95339</li><li>厦门航空 95557</li><li>春秋航空 95524</li></ul><p>其他航空公司的电话和官网见<a href="/flight/airlines">航空公司</a>页面。</p>',
    '<ul><li>China Southern 95539</li><li>Air China 95583</li><li>China Eastern 95530</li><li>Hainan Airlines 95339</li><li>Xiamen Airlines 95557</li><li>Spring Airlines 95524</li></ul><p>Numbers and websites of the other airlines are on the <a href="/flight/airlines">airlines</a> page. From outside China, dial the airline\'s international number shown there.</p>',
  ),
  qa(
    '免费行李额是多少？超重怎么收费？',
    'How much baggage can I check in free, and what if it is overweight?',
    '<p>免费行李额由航空公司根据航线、舱位和会员等级确定，请以客票或航空公司规定为准。超出部分在航空公司值机柜台付费办理。</p><p>单件托运行李一般不超过 50 千克，体积不超过 40×60×100 厘米；超大、超重行李请到航空公司指定柜台办理。</p>',
    "<p>Your free allowance depends on the airline, route, cabin and frequent-flyer tier: your ticket shows it. Excess baggage is paid at the airline's check-in counter.</p><p>A single checked bag is normally limited to 50 kg and 40×60×100 cm; oversized or heavy items go to the airline's designated counter.</p>",
  ),
  qa(
    '在广州转机，行李需要重新托运吗？',
    'When I change planes in Guangzhou, do I need to check my bags in again?',
    '<p>如果前后航班在同一本客票上并已办理行李直挂，行李会直接转到下一航班，按“中转”指引前往中转柜台或登机口即可；国际转国内的旅客需在广州办理入境手续并提取行李过海关后再交运。</p><p>分开购买的客票通常不能直挂，需要提取行李后重新办理值机。具体请向航空公司确认。</p>',
    '<p>If both flights are on one ticket and your bags were checked through, they go straight to your next flight: follow the Transfer signs to the transfer desk or your gate. Coming from abroad to a domestic flight, you clear immigration in Guangzhou, collect your bags for customs and then drop them again.</p><p>Separate tickets usually cannot be checked through: collect your bags and check in again. Your airline can confirm.</p>',
  ),
  qa(
    '登机口什么时候关闭？',
    'When does the boarding gate close?',
    '<p>多数航班在起飞前 15 至 20 分钟停止登机（部分国际航班和宽体机更早），登机时间印在登机牌上。请在登机开始前到达登机口，并留意广播和屏幕上的登机口变更。</p>',
    '<p>Most flights stop boarding 15 to 20 minutes before departure (earlier for some international and wide-body flights); the boarding time is printed on your boarding pass. Be at the gate when boarding starts and watch the screens and announcements for gate changes.</p>',
  ),
  qa(
    '报销凭证（行程单、发票）在哪里开？',
    'Where do I get a receipt or invoice for my ticket?',
    '<p>机票的电子发票（电子行程单）由出票的航空公司或购票渠道开具，可在其官网、App 或购票平台申请，机场不能代开。</p><p>在机场内购买的停车、餐饮、商品等服务，可向相应商户索取发票。</p>',
    '<p>The electronic invoice or itinerary receipt for a ticket is issued by the airline or the agency that sold it, through its website, app or booking platform; the airport cannot issue it.</p><p>For parking, dining or shopping at the airport, ask the business concerned for an invoice.</p>',
  ),
];

export const AIRLINE = ZH_EN.map((seed, i) => {
  const [fr, ko] = AIRLINE_FR_KO[i]!;
  return withFrKo(seed, fr, ko);
});
