import { qa, withFrKo } from './faq-seed';
import { INSPECTION_FR_KO } from './inspection-fr-ko';

/** 联检单位: border control (immigration), customs and health quarantine. */
const ZH_EN = [
  qa(
    '什么是 240 小时过境免签？怎么办理？',
    'What is 240-hour visa-free transit, and how do I use it?',
    '<p>适用国家（目前共 55 个）的公民持有效国际旅行证件和 240 小时内确定日期、座位的前往第三国或地区的联程客票，可从广州白云机场免办签证入境，在广东省允许停留区域内停留不超过 240 小时。</p><p>请在购票时向航空公司说明，入境时在边检免签通道向边防检查民警申请即可。详见<a href="/guide/visa-free">240 小时过境免签</a>。</p>',
    '<p>Citizens of the eligible countries (55 at present) holding a valid passport and a confirmed onward ticket to a third country or region within 240 hours may enter China without a visa at Guangzhou Baiyun and stay up to 240 hours in the permitted area of Guangdong province.</p><p>Tell your airline when you book, and apply at the visa-free transit lane of border control on arrival. See <a href="/guide/visa-free">240-hour visa-free transit</a>.</p>',
  ),
  qa(
    '入境旅客携带物品的免税额度是多少？',
    'How much can I bring into China duty-free?',
    '<p>进境居民旅客在境外获取的自用物品，总值在人民币 5000 元以内（非居民旅客 2000 元）免税；在口岸进境免税店购物另有额度。</p><p>另可免税携带：酒精度 12% 以上的酒 1500 毫升以内；香烟 400 支或雪茄 100 支或烟丝 500 克以内。超出部分请走“申报通道”（红色通道）向海关申报。</p>',
    '<p>Resident passengers may bring in goods bought abroad for their own use worth up to RMB 5,000 duty-free (non-residents RMB 2,000); arrival duty-free shops have an allowance of their own.</p><p>Also duty-free: up to 1,500 ml of drinks over 12 % alcohol, and 400 cigarettes or 100 cigars or 500 g of tobacco. Declare anything over these at the red "goods to declare" channel.</p>',
  ),
  qa(
    '携带多少现金需要向海关申报？',
    'How much cash must I declare to customs?',
    '<p>出入境旅客携带人民币现钞超过 20000 元，或外币现钞折合超过 5000 美元的，须向海关书面申报。可在海关“旅客指尖服务”小程序在线申报，或在申报台填写申报单。</p>',
    '<p>Passengers entering or leaving China with more than RMB 20,000 in cash, or foreign cash worth more than USD 5,000, must declare it in writing to customs: online through the customs passenger service mini-program, or on a form at the declaration desk.</p>',
  ),
  qa(
    '哪些东西不能带入境？',
    'What may I not bring into China?',
    '<p>禁止携带入境的物品包括：新鲜水果和蔬菜、生鲜或未经加工的肉类及肉制品、乳制品（婴儿配方奶粉除外）、蛋类、燕窝（经认可的罐装燕窝除外）、种子苗木、土壤、活动物（符合规定的宠物除外），以及武器、毒品、危害国家安全的印刷品和音像制品等。</p><p>不确定时请走申报通道主动申报。</p>',
    "<p>Prohibited items include fresh fruit and vegetables, fresh or unprocessed meat and meat products, dairy products (except infant formula), eggs, bird's nest (except approved canned products), seeds and seedlings, soil, live animals (except pets meeting the rules), weapons, drugs, and printed or recorded material harmful to national security.</p><p>If in doubt, use the red channel and declare.</p>",
  ),
  qa(
    '可以带宠物入境吗？',
    'Can I bring my pet into China?',
    '<p>每名旅客限带 1 只犬或猫，须提供输出国家或地区官方出具的动物检疫证书和狂犬病疫苗接种证书，并植入芯片。来自指定国家或地区、材料齐全的宠物可免于隔离，其他情况须在指定隔离场隔离检疫 30 天。</p><p>请在入境时主动向海关申报。</p>',
    '<p>Each passenger may bring one dog or cat with an official health certificate from the country or region of departure, a rabies vaccination certificate and a microchip. Pets from designated countries or regions with complete papers are released at once; others are quarantined for 30 days at a designated facility.</p><p>Declare the pet to customs on arrival.</p>',
  ),
  qa(
    '中国公民出入境可以走自助通道吗？',
    'Can Chinese citizens use the automated border gates?',
    '<p>可以。持电子普通护照或电子往来港澳通行证、往来台湾通行证的中国内地居民，无需预先备案即可使用边检自助查验通道，一般 10 秒左右即可通关。</p><p>首次使用或证件信息变更时，如无法通过，请到人工通道办理。</p>',
    '<p>Yes. Mainland Chinese residents with an electronic passport, or an electronic permit for Hong Kong and Macao or for Taiwan, can use the automated gates without registering in advance; passing takes about 10 seconds.</p><p>If the gate refuses you (first use, changed details), go to a staffed counter.</p>',
  ),
  qa(
    '外国人入境需要填写入境卡吗？',
    'Do foreign visitors need to fill in an arrival card?',
    '<p>需要。外国人入境时须填写外国人入境卡，可在边检大厅的填卡台取卡填写，也可提前通过国家移民管理局的线上服务填报，以节省排队时间。持有效居留许可的外国人可免填。</p>',
    "<p>Yes. Foreign nationals fill in an arrival card on entry: cards are at the desks in the border control hall, or fill it in beforehand through the National Immigration Administration's online service to save time. Holders of a valid residence permit are exempt.</p>",
  ),
  qa(
    '入境时身体不舒服需要申报吗？',
    'I feel unwell on arrival. Do I need to report it?',
    '<p>需要。入境旅客如有发热、咳嗽、呼吸困难、呕吐、腹泻、皮疹等症状，或曾接触传染病患者，应主动向海关卫生检疫人员申报，并配合体温检测和医学排查。机场医疗急救点可提供紧急救治。</p>',
    "<p>Yes. If you have a fever, cough, difficulty breathing, vomiting, diarrhoea or a rash, or have been in contact with someone with an infectious disease, tell the customs health quarantine officers and follow their checks. The airport's first-aid station gives emergency care.</p>",
  ),
  qa(
    '境外旅客购物离境退税怎么办理？',
    'How do overseas visitors claim a tax refund on departure?',
    '<p>在中国境内连续居住不超过 183 天的境外旅客，在带有“退税商店”标识的商店购物，同一日同一商店金额达到人民币 200 元即可申请离境退税。</p><p>离境时请携带未使用的退税物品、退税申请单和购物发票，在办理值机前到海关验核，再到隔离区内的退税代理机构柜台领取退税款。</p>',
    '<p>Visitors who have stayed in mainland China for no more than 183 days in a row can claim a tax refund on goods bought at shops showing the "Tax Refund" sign, from RMB 200 per shop per day.</p><p>When you leave, take the unused goods, the refund form and the invoices to customs for checking before you check in, then collect the refund at the refund agent\'s counter after border control.</p>',
  ),
];

export const INSPECTION = ZH_EN.map((seed, i) => {
  const [fr, ko] = INSPECTION_FR_KO[i]!;
  return withFrKo(seed, fr, ko);
});
