import { qa, withFrKo } from './faq-seed';
import { TRAFFIC_FR_KO } from './traffic-fr-ko';

/** 机场交通: metro, intercity rail, coaches, taxis, parking. */
const ZH_EN = [
  qa(
    '坐地铁怎么到 T2 航站楼？',
    'How do I get to Terminal 2 by metro?',
    '<p>乘坐广州地铁 3 号线（北延段）至“机场北（2号航站楼）”站，车站位于 T2 航站楼值机大厅正下方，出站后乘电梯上楼即到出发层。“机场南（1号航站楼）”站服务 T1。</p><p>3 号线在高增站可与 9 号线换乘。</p>',
    '<p>Take Guangzhou Metro Line 3 (northern extension) to Airport North (Terminal 2). The station is directly under the T2 check-in hall: take the lifts up to departures. Airport South serves Terminal 1.</p><p>Line 3 connects with Line 9 at Gaozeng.</p>',
  ),
  qa(
    'T3 航站楼有地铁吗？',
    'Is there a metro station at Terminal 3?',
    '<p>T3 航站楼暂无地铁站。可乘坐地铁 3 号线或 9 号线至高增站，换乘机场摆渡巴士前往 T3，约 5 至 10 分钟一班，票价 2 元。</p><p>也可乘坐城际列车至 T3 交通中心的“白云机场东”站，或到 T2 后换乘航站楼间摆渡车。</p>',
    '<p>Terminal 3 has no metro station yet. Take Metro Line 3 or Line 9 to Gaozeng and change to the airport shuttle bus to T3, every 5 to 10 minutes, fare ¥2.</p><p>You can also take the intercity train to Baiyun Airport East in the T3 transport centre, or go to T2 and take the inter-terminal shuttle.</p>',
  ),
  qa(
    '可以坐城际铁路到机场吗？',
    'Can I take an intercity train to the airport?',
    '<p>可以。</p><ul><li>“白云机场东”站位于 T3 交通中心，为新白广城际铁路车站，到广州北站约 7 分钟，到新塘约 20 分钟；</li><li>“白云机场北”站位于 T2，为广州东环城际、广清城际线路车站，可达清远、花都等方向。</li></ul><p>城际列车可使用 12306 购票，部分线路支持刷交通卡或乘车码。</p>',
    '<p>Yes.</p><ul><li>Baiyun Airport East, in the T3 transport centre, is on the New Baiyun–Guangzhou intercity line: about 7 minutes to Guangzhou North and 20 minutes to Xintang.</li><li>Baiyun Airport North, at T2, is on the Guangzhou East Ring and Guangzhou–Qingyuan intercity lines, towards Huadu and Qingyuan.</li></ul><p>Tickets are sold through China Railway 12306; some lines accept transport cards and ride QR codes.</p>',
  ),
  qa(
    '在哪里坐出租车？到市区多少钱？',
    'Where do I find a taxi, and what does it cost to the city centre?',
    '<p>请到到达层按“出租车”指示前往候车点排队乘车：T3 航站楼在 72 号门外，T2 在到达层出租车候车区。到广州市中心约 60 至 100 元，以计价器为准，请勿乘坐拉客车辆。</p>',
    '<p>Follow the Taxi signs on the arrivals level to the official rank: at Terminal 3 outside door 72, at Terminal 2 the taxi area on the arrivals level. A ride to central Guangzhou costs about ¥60–100 on the meter; do not take rides from touts.</p>',
  ),
  qa(
    '网约车在哪里上车？',
    'Where are the ride-hailing pick-up points?',
    '<p>T3 航站楼的网约车上车点在 P12 停车场；T2 航站楼的网约车上车点在停车楼指定区域，按“网约车”指示前往。下单时请选择对应航站楼的上车点。</p>',
    '<p>At Terminal 3, ride-hailing cars pick up in car park P12; at Terminal 2, in the marked area of the car park building: follow the "Ride-hailing" signs. Choose the pick-up point of your terminal when you book.</p>',
  ),
  qa(
    '机场停车场在哪里？怎么收费？',
    'Where can I park, and how do I pay?',
    '<p>T1 航站楼对应 P2、P3 停车场，T3 航站楼对应 P11、P12 停车场，T2 航站楼设有停车楼。收费标准在停车场入口公示，长时间停放可选择长时停车区。</p><p>出场时支持微信、支付宝和 ETC 等无感支付，也可在缴费机提前缴费。详见<a href="/traffic/parking">停车服务</a>。</p>',
    '<p>Car parks P2 and P3 serve Terminal 1, P11 and P12 serve Terminal 3, and Terminal 2 has its own car park building. Charges are posted at each entrance; use the long-stay area for longer trips.</p><p>Pay at the exit by WeChat Pay, Alipay or ETC, or at a pay machine beforehand. See <a href="/traffic/parking">parking</a>.</p>',
  ),
  qa(
    '有机场大巴吗？能直达周边城市吗？',
    'Are there airport coaches, also to nearby cities?',
    '<p>有。机场快线往返广州市区各城市候机楼，约 20 至 30 分钟一班；省际和城际大巴通往东莞、佛山、中山、惠州、江门、南海、清远、深圳、顺德、台山、云浮、肇庆、珠海和梧州等地，例如到东莞南城约 75 分钟、票价 52 元。</p><p>售票处在到达层，线路和时刻见<a href="/traffic/coach">机场大巴</a>。</p>',
    '<p>Yes. Airport express coaches run to the city air terminals in Guangzhou every 20 to 30 minutes, and coaches run to Dongguan, Foshan, Zhongshan, Huizhou, Jiangmen, Nanhai, Qingyuan, Shenzhen, Shunde, Taishan, Yunfu, Zhaoqing, Zhuhai and Wuzhou; Dongguan Nancheng, for example, takes about 75 minutes for ¥52.</p><p>Ticket desks are on the arrivals level; routes and times are on the <a href="/traffic/coach">airport coaches</a> page.</p>',
  ),
  qa(
    'T2 和 T3 航站楼之间怎么走？',
    'How do I get between Terminal 2 and Terminal 3?',
    '<p>两座航站楼之间有免费的航站楼间摆渡车，请按“航站楼摆渡车”指示前往上车点。转换航站楼请预留至少 30 分钟，赶国际航班请预留更长时间。详见<a href="/traffic/shuttle">航站楼摆渡车</a>。</p>',
    '<p>A free inter-terminal shuttle bus links the two terminals: follow the "Terminal shuttle" signs to the stop. Allow at least 30 minutes to change terminals, more for an international flight. See <a href="/traffic/shuttle">terminal shuttle</a>.</p>',
  ),
  qa(
    '送机可以在出发层停车等候吗？',
    'Can I wait at the departures kerb when dropping someone off?',
    '<p>出发层车道仅供即停即走，上下客后请立即驶离，不能停车等候。接机请将车辆停入停车场，或在到达层指定的接客区域接人。</p>',
    '<p>The departures kerb is for quick drop-off only: leave as soon as your passengers are out. To meet arriving passengers, use a car park or the designated pick-up area on the arrivals level.</p>',
  ),
];

export const TRAFFIC = ZH_EN.map((seed, i) => {
  const [fr, ko] = TRAFFIC_FR_KO[i]!;
  return withFrKo(seed, fr, ko);
});
