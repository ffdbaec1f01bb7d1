import { qa, withFrKo } from './faq-seed';
import { POLICE_FR_KO } from './police-fr-ko';

/** 机场公安: identity documents, lost property, safety. */
const ZH_EN = [
  qa(
    '身份证丢了，还能坐飞机吗？',
    'I have lost my ID card. Can I still fly?',
    '<p>乘坐国内航班的中国籍旅客可以到航站楼出发大厅的机场公安临时乘机证明办理点申请《临时乘机证明》，免费办理，需本人到场并现场拍照核验身份，当天有效。</p><p>请预留至少 30 分钟办理时间。乘坐国际及地区航班须持有效护照或通行证，临时乘机证明不能用于出境。</p>',
    '<p>Chinese citizens on domestic flights can get a free temporary boarding certificate at the airport police desk in the departures hall of the terminal. Come in person: your identity is checked and a photo is taken on the spot; the certificate is valid for the day.</p><p>Allow at least 30 minutes. International and regional flights need a valid passport or travel permit: a temporary certificate cannot be used to leave the country.</p>',
  ),
  qa(
    '机场派出所在哪里？',
    'Where is the airport police station?',
    '<p>T2 和 T3 航站楼的出发大厅都设有机场公安服务点，到达层也有执勤民警，24 小时服务。找不到时可以询问任一问询柜台或穿制服的工作人员，他们会带您前往。</p><p>紧急情况请直接拨打 110。</p>',
    '<p>Airport police service points are in the departures halls of Terminal 2 and Terminal 3, with officers on duty on the arrivals levels, 24 hours a day. Any information counter or uniformed staff member can take you there.</p><p>In an emergency, dial 110.</p>',
  ),
  qa(
    '外国旅客护照丢失怎么办？',
    'I am a foreign visitor and have lost my passport. What should I do?',
    '<p>请先到机场公安服务点报失并开具报失证明，然后联系本国驻广州总领事馆或驻华使馆补办旅行证件，再到公安机关出入境管理部门办理签证或停留证件。补办期间无法出境。</p>',
    "<p>Report the loss at the airport police service point and ask for a loss report, then contact your country's consulate-general in Guangzhou or embassy in China for a new travel document, and the exit-entry administration of the public security bureau for your visa or stay permit. You cannot leave China until this is done.</p>",
  ),
  qa(
    '在机场丢了东西怎么找回？',
    'How do I find something I lost at the airport?',
    '<p>在航站楼公共区域遗失的物品，请联系机场失物招领服务（可拨打 020-36066999 转失物招领，或到问询柜台登记）；遗落在飞机上的物品请联系承运航空公司。贵重物品被盗请立即到机场公安服务点报案。</p><p>登记时请说明物品特征、遗失时间和地点，以及您的联系方式。</p>',
    '<p>For things lost in the public areas of a terminal, contact the airport lost and found service (call 020-36066999, or register at an information counter); for things left on the aircraft, contact your airline. Report a theft of valuables at once at the airport police service point.</p><p>Describe the item, when and where you lost it, and leave your contact details.</p>',
  ),
  qa(
    '安检时被查出不能带的物品怎么办？',
    'What happens to items I may not take through security?',
    '<p>您可以选择：交给送行的亲友带回；回到值机柜台办理托运（符合托运规定的物品）；在安检现场办理暂存，或通过航站楼内的快递服务寄回。不选择以上方式的，物品将被自弃处理。</p><p>枪支、管制刀具、爆炸物等违禁品会移交机场公安依法处理。</p>',
    "<p>You can hand them to someone seeing you off, go back to check them in (if they may travel as checked baggage), leave them in temporary storage at the checkpoint, or post them home through the terminal's courier service. Otherwise they are given up.</p><p>Guns, controlled knives, explosives and other prohibited articles are handed to the airport police.</p>",
  ),
  qa(
    '和孩子或同行的人走散了怎么办？',
    'I have been separated from my child or travel companion. What should I do?',
    '<p>请立即告知最近的工作人员、问询柜台或机场公安，说明走失者的外貌、衣着和最后出现的位置。机场会通过广播寻人，公安会调取监控协助查找。</p><p>建议出行前与同行者约定走散后的集合地点，并让孩子记住家长的电话号码。</p>',
    "<p>Tell the nearest staff member, information counter or airport police at once, with the person's appearance, clothes and where you last saw them. The airport can make an announcement and the police can check the cameras.</p><p>Agree a meeting point before you travel, and make sure your child knows your phone number.</p>",
  ),
  qa(
    '可以在机场附近放无人机吗？',
    'May I fly a drone near the airport?',
    '<p>不可以。机场净空保护区内禁止放飞无人机、风筝、气球、孔明灯等，违者由公安机关依法处理，造成航班影响的将追究法律责任。</p>',
    "<p>No. Drones, kites, balloons and sky lanterns are banned in the airport's clearance protection zone. Offenders are dealt with by the police, and anyone who disrupts flights is held legally liable.</p>",
  ),
  qa(
    '遇到拉客的“黑车”或诈骗怎么办？',
    'Someone offers me an unlicensed taxi or a suspicious deal. What should I do?',
    '<p>请不要乘坐拉客的非法营运车辆，使用航站楼指定的出租车候车点、网约车上车点或机场大巴。对自称“航空公司”“机场”要求转账退改签、改航班的电话和短信请提高警惕，以航空公司官方客服为准。</p><p>如遇诈骗或被强行拉客，请向机场公安报警或拨打 110。</p>',
    "<p>Do not take rides from touts. Use the official taxi ranks, ride-hailing pick-up points or airport coaches. Be wary of calls and messages claiming to be from an airline or the airport and asking you to pay for a change or refund: check with the airline's official hotline.</p><p>Report fraud or touts to the airport police, or dial 110.</p>",
  ),
];

export const POLICE = ZH_EN.map((seed, i) => {
  const [fr, ko] = POLICE_FR_KO[i]!;
  return withFrKo(seed, fr, ko);
});
