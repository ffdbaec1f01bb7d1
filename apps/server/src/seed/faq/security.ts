import { qa, withFrKo } from './faq-seed';
import { SECURITY_FR_KO } from './security-fr-ko';

/** 安全检查: what may go through security, and how long it takes. */
const ZH_EN = [
  qa(
    '乘坐国内航班，液体可以随身携带吗？',
    'Can I take liquids in my hand luggage on a domestic flight?',
    '<p>国内航班旅客一般不得随身携带液态物品，但可随身携带少量旅行自用的化妆品：每种限带一件，容器容积不超过 100 毫升，并单独接受开瓶检查。</p><p>其他液体（饮料、酒类、大瓶洗护用品等）请办理托运，或在安检后的隔离区内购买。</p>',
    '<p>On domestic flights you may not carry liquids in the cabin, except a small amount of personal cosmetics: one item of each kind, each container no larger than 100 ml, presented separately for inspection.</p><p>Put other liquids (drinks, alcohol, large toiletries) in your checked baggage, or buy them after security.</p>',
  ),
  qa(
    '乘坐国际及地区航班，液体怎么携带？',
    'What are the liquid rules for international and regional flights?',
    '<p>每件液体容器的容积不得超过 100 毫升，并全部装入一个容积不超过 1 升、可重新封口的透明塑料袋中，每名旅客限带一袋，过安检时取出单独检查。</p><p>超过 100 毫升的容器即使未装满也不能随身携带，请托运。</p>',
    '<p>Each container may hold at most 100 ml, and all of them must fit in one resealable transparent plastic bag of no more than 1 litre, one bag per passenger, taken out of your bag at security.</p><p>A container larger than 100 ml is refused even if it is partly empty: check it in instead.</p>',
  ),
  qa(
    '婴儿奶粉、液态奶和药品可以带上飞机吗？',
    'Can I bring baby milk, baby food or medicine through security?',
    '<p>可以。有婴儿随行的旅客可携带旅途所需的液态乳制品和婴儿辅食；糖尿病或其他疾病患者可携带旅途所需的必要液态药品，请随身带好医院证明或处方。</p><p>以上物品需向安检人员出示，接受单独检查。</p>',
    "<p>Yes. Passengers travelling with an infant may carry the milk and baby food needed for the journey; passengers with diabetes or another condition may carry the liquid medicine they need on the way, with a prescription or doctor's note.</p><p>Show these items to the security officer; they are checked separately.</p>",
  ),
  qa(
    '充电宝可以带上飞机吗？有什么限制？',
    'Can I take a power bank on the plane, and what are the limits?',
    '<p>充电宝只能随身携带，严禁托运。</p><ul><li>额定能量不超过 100Wh（约 27000mAh/3.7V）：可直接携带；</li><li>100Wh 至 160Wh：需经航空公司批准，每人限带两个；</li><li>超过 160Wh 或标识不清：禁止携带。</li></ul><p>自 2025 年 6 月 28 日起，无 3C 标识、3C 标识不清或属于召回批次的充电宝禁止带上境内航班。飞行中请勿使用充电宝为设备充电。</p>',
    "<p>Power banks must travel in your hand luggage; they may never be checked in.</p><ul><li>Up to 100 Wh (about 27,000 mAh at 3.7 V): allowed.</li><li>100–160 Wh: only with the airline's approval, at most two per person.</li><li>Over 160 Wh, or no readable rating: not allowed.</li></ul><p>Since 28 June 2025, power banks without a clear China Compulsory Certificate (3C) mark, or from a recalled batch, are refused on domestic flights. Do not use a power bank to charge devices during the flight.</p>",
  ),
  qa(
    '托运行李里可以放多少酒？',
    'How much alcohol can I put in my checked baggage?',
    '<p>酒精度不超过 24% 的酒类托运不限量（仍需符合航空公司行李重量规定）；酒精度 24% 至 70% 的酒类，每人托运总量不超过 5 升，且须装在零售包装内；酒精度超过 70% 的酒类禁止托运和随身携带。</p>',
    "<p>Drinks of up to 24 % alcohol are not limited (within the airline's baggage weight allowance). Drinks of 24 % to 70 % alcohol: at most 5 litres per passenger in total, in retail packaging. Drinks over 70 % alcohol may be neither checked in nor carried.</p>",
  ),
  qa(
    '打火机和火柴能带吗？',
    'Can I bring a lighter or matches?',
    '<p>不能。根据中国民航规定，打火机、火柴既不能随身携带，也不能托运。请在安检前自行处理，安检通道旁设有收集箱。</p>',
    '<p>No. Under Chinese civil aviation rules, lighters and matches may be neither carried nor checked in. Please leave them in the collection boxes before security.</p>',
  ),
  qa(
    '电子烟可以带上飞机吗？',
    'Can I take an e-cigarette on the plane?',
    '<p>电子烟（含备用锂电池）只能随身携带，不能托运，且在机上严禁使用和充电。</p>',
    '<p>E-cigarettes and their spare lithium batteries must travel in your hand luggage, never in checked baggage, and may not be used or charged on board.</p>',
  ),
  qa(
    '剪刀、刀具能随身带吗？',
    'Can I carry scissors or a knife in my hand luggage?',
    '<p>各类管制刀具禁止携带和托运。刀刃长度超过 6 厘米的剪刀、水果刀、美工刀等不能随身携带，可以托运；刀刃不超过 6 厘米的小剪刀一般可以随身携带，最终以安检现场判定为准。</p>',
    '<p>Controlled knives may be neither carried nor checked in. Scissors, fruit knives and cutters with a blade over 6 cm may not be carried in the cabin but may be checked in; small scissors with a blade up to 6 cm are usually allowed. The security officer decides on the spot.</p>',
  ),
  qa(
    '应该提前多久到机场？安检要排多久？',
    'How early should I arrive, and how long does security take?',
    '<p>建议国内航班提前 2 小时、国际及地区航班提前 3 小时到达航站楼。国内航班通常在起飞前 30 至 45 分钟截止办理乘机手续，国际航班在 45 至 60 分钟截止，具体以航空公司为准。</p><p>T3 航站楼设有 31 条国内安检通道和 9 条国际安检通道，高峰时段（早上 7–9 点、节假日）排队时间会更长，航班页面会显示安检排队的参考时间。</p>',
    "<p>Arrive at the terminal 2 hours before a domestic flight and 3 hours before an international or regional one. Check-in usually closes 30–45 minutes before a domestic departure and 45–60 minutes before an international one; your airline's time applies.</p><p>Terminal 3 has 31 domestic and 9 international security lanes. Queues are longer at peak times (7–9 am and public holidays); each flight's page shows an estimate of the security queue.</p>",
  ),
];

export const SECURITY = ZH_EN.map((seed, i) => {
  const [fr, ko] = SECURITY_FR_KO[i]!;
  return withFrKo(seed, fr, ko);
});
