import type { ShopCategory } from '@can/contracts';
import type { I18nText } from '../../platform/i18n-text';

/** Brand names and descriptions: Chinese and English written here; French and Korean reuse the English brand text. */
export const tx = (zh: string, en: string, fr = en, ko = en): I18nText => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': fr,
  'ko-KR': ko,
});

export interface Brand {
  category: ShopCategory;
  name: I18nText;
  description: I18nText;
  priceLevel: number;
  priceText: string;
  /** Has an official messaging account and mini-program to show as QR codes. */
  digital: boolean;
}

export const BRANDS = {
  mcdonalds: {
    category: 'restaurant',
    name: tx('麦当劳', "McDonald's"),
    description: tx(
      '汉堡、薯条和早餐套餐，出餐快，适合赶航班的旅客。',
      'Burgers, fries and breakfast sets, served fast for travellers with a flight to catch.',
    ),
    priceLevel: 1,
    priceText: '¥25–50',
    digital: true,
  },
  kfc: {
    category: 'restaurant',
    name: tx('肯德基', 'KFC'),
    description: tx(
      '炸鸡、汉堡和中式早餐，支持小程序提前点餐。',
      'Fried chicken, burgers and Chinese breakfasts; order ahead in the mini-program.',
    ),
    priceLevel: 1,
    priceText: '¥25–50',
    digital: true,
  },
  starbucks: {
    category: 'restaurant',
    name: tx('星巴克', 'Starbucks'),
    description: tx(
      '咖啡、茶饮和轻食，提供插座座位。',
      'Coffee, tea and light meals, with seats by power sockets.',
    ),
    priceLevel: 2,
    priceText: '¥30–60',
    digital: true,
  },
  luckin: {
    category: 'restaurant',
    name: tx('瑞幸咖啡', 'luckin coffee'),
    description: tx(
      '现磨咖啡外带，App 或小程序下单到店自取。',
      'Freshly ground coffee to go; order in the app or mini-program and pick up.',
    ),
    priceLevel: 1,
    priceText: '¥15–30',
    digital: true,
  },
  costa: {
    category: 'restaurant',
    name: tx('咖世家', 'Costa Coffee'),
    description: tx(
      '英式咖啡馆，供应咖啡、三明治和蛋糕。',
      'British coffee house: coffee, sandwiches and cakes.',
    ),
    priceLevel: 2,
    priceText: '¥30–60',
    digital: false,
  },
  heytea: {
    category: 'restaurant',
    name: tx('喜茶', 'HEYTEA'),
    description: tx(
      '芝士茗茶和鲜果茶，广东出发的新茶饮品牌。',
      'Cheese-foam teas and fresh fruit teas from a Guangdong tea brand.',
    ),
    priceLevel: 1,
    priceText: '¥18–30',
    digital: true,
  },
  breadtalk: {
    category: 'restaurant',
    name: tx('面包新语', 'BreadTalk'),
    description: tx(
      '现烤面包和蛋糕，可带上飞机。',
      'Freshly baked bread and cakes to take on board.',
    ),
    priceLevel: 1,
    priceText: '¥15–40',
    digital: false,
  },
  tsuiwah: {
    category: 'restaurant',
    name: tx('翠华餐厅', 'Tsui Wah Restaurant'),
    description: tx(
      '港式茶餐厅：奶茶、菠萝油和鱼蛋河粉。',
      'Hong Kong café: milk tea, pineapple buns and fish-ball noodles.',
    ),
    priceLevel: 2,
    priceText: '¥60–100',
    digital: false,
  },
  ajisen: {
    category: 'restaurant',
    name: tx('味千拉面', 'Ajisen Ramen'),
    description: tx(
      '熊本风味豚骨拉面和日式小吃。',
      'Kumamoto-style pork-bone ramen and Japanese snacks.',
    ),
    priceLevel: 2,
    priceText: '¥45–80',
    digital: false,
  },
  jiumaojiu: {
    category: 'restaurant',
    name: tx('九毛九', 'JIUMAOJIU'),
    description: tx(
      '山西面食与西北菜，广州本土连锁。',
      'Shanxi noodles and north-western dishes, a Guangzhou-born chain.',
    ),
    priceLevel: 2,
    priceText: '¥60–100',
    digital: true,
  },
  yoshinoya: {
    category: 'restaurant',
    name: tx('吉野家', 'Yoshinoya'),
    description: tx(
      '牛肉饭和日式定食，十分钟内出餐。',
      'Beef bowls and Japanese set meals, ready within ten minutes.',
    ),
    priceLevel: 1,
    priceText: '¥30–50',
    digital: false,
  },
  burgerking: {
    category: 'restaurant',
    name: tx('汉堡王', 'Burger King'),
    description: tx('火烤汉堡和套餐。', 'Flame-grilled burgers and meal deals.'),
    priceLevel: 1,
    priceText: '¥30–55',
    digital: false,
  },
  skybar: {
    category: 'restaurant',
    name: tx('云端酒廊', 'Cloud Nine Bar'),
    description: tx(
      '精酿啤酒、鸡尾酒和跑道景观。',
      'Craft beer, cocktails and a view of the runways.',
    ),
    priceLevel: 3,
    priceText: '¥80–160',
    digital: false,
  },
  guangzhourestaurant: {
    category: 'authenticCuisine',
    name: tx('广州酒家', 'Guangzhou Restaurant'),
    description: tx(
      '始创于 1935 年的老字号，供应虾饺、烧卖和广式烧腊，也售月饼手信。',
      'A name since 1935: shrimp dumplings, siu mai and Cantonese roast meats, plus mooncakes to take home.',
    ),
    priceLevel: 3,
    priceText: '¥80–150',
    digital: true,
  },
  xiguan: {
    category: 'authenticCuisine',
    name: tx('西关竹苑', 'Xiguan Bamboo Garden'),
    description: tx(
      '西关风味早茶和肠粉、艇仔粥。',
      'Old Xiguan dim sum, rice rolls and sampan congee.',
    ),
    priceLevel: 2,
    priceText: '¥50–90',
    digital: false,
  },
  taotaoju: {
    category: 'authenticCuisine',
    name: tx('陶陶居', 'Tao Tao Ju'),
    description: tx(
      '百年茶楼的点心和广式小炒。',
      'Dim sum and Cantonese stir-fries from a century-old teahouse.',
    ),
    priceLevel: 3,
    priceText: '¥80–140',
    digital: true,
  },
  chaoshan: {
    category: 'authenticCuisine',
    name: tx('潮汕牛肉粿条', 'Chaoshan Beef Noodles'),
    description: tx(
      '现切潮汕牛肉、牛丸和粿条汤。',
      'Freshly sliced Chaoshan beef, beef balls and flat rice noodle soup.',
    ),
    priceLevel: 2,
    priceText: '¥45–75',
    digital: false,
  },
  shunde: {
    category: 'authenticCuisine',
    name: tx('顺德双皮奶', 'Shunde Milk Pudding House'),
    description: tx(
      '顺德双皮奶、姜撞奶和糖水。',
      'Shunde double-skin milk, ginger milk curd and sweet soups.',
    ),
    priceLevel: 1,
    priceText: '¥20–40',
    digital: false,
  },
  lingnanroast: {
    category: 'authenticCuisine',
    name: tx('岭南烧腊', 'Lingnan Roast House'),
    description: tx(
      '烧鹅、叉烧和白切鸡饭。',
      'Roast goose, char siu and poached chicken with rice.',
    ),
    priceLevel: 2,
    priceText: '¥45–85',
    digital: false,
  },
  cdfdutyfree: {
    category: 'dutyFree',
    name: tx('中免日上免税店', 'CDF Sunrise Duty Free'),
    description: tx(
      '香水、化妆品、烟酒和腕表，出境旅客凭登机牌购买。',
      'Perfume, cosmetics, liquor, tobacco and watches for departing international travellers with a boarding pass.',
    ),
    priceLevel: 4,
    priceText: '¥200+',
    digital: true,
  },
  arrivaldutyfree: {
    category: 'dutyFree',
    name: tx('进境免税店', 'Arrival Duty Free'),
    description: tx(
      '入境旅客在提取行李前可购买的免税商品，限额内免税。',
      'Duty-free shopping for arriving travellers before baggage claim, within the allowance.',
    ),
    priceLevel: 4,
    priceText: '¥200+',
    digital: true,
  },
  cantonfair: {
    category: 'retail',
    name: tx('广府手信', 'Canton Keepsakes'),
    description: tx(
      '广式糕点、凉茶和岭南特产礼盒。',
      'Cantonese pastries, herbal teas and Lingnan specialities in gift boxes.',
    ),
    priceLevel: 2,
    priceText: '¥50–200',
    digital: true,
  },
  relay: {
    category: 'retail',
    name: tx('机场书店', 'Airport Books'),
    description: tx(
      '图书、杂志、旅行用品和零食饮料。',
      'Books, magazines, travel goods, snacks and drinks.',
    ),
    priceLevel: 1,
    priceText: '¥10–100',
    digital: false,
  },
  digital: {
    category: 'retail',
    name: tx('数码生活馆', 'Digital Life Store'),
    description: tx(
      '耳机、充电器和带 3C 标识的充电宝。',
      'Headphones, chargers and 3C-marked power banks.',
    ),
    priceLevel: 2,
    priceText: '¥50–1,000',
    digital: false,
  },
  silk: {
    category: 'retail',
    name: tx('广绣与丝绸', 'Canton Embroidery and Silk'),
    description: tx(
      '广绣、丝巾和香云纱服饰。',
      'Canton embroidery, silk scarves and gambiered Canton gauze clothing.',
    ),
    priceLevel: 3,
    priceText: '¥150–2,000',
    digital: false,
  },
  tea: {
    category: 'retail',
    name: tx('岭南茶叶', 'Lingnan Tea House'),
    description: tx(
      '单丛、普洱和英德红茶，可试饮。',
      'Dancong, Pu’er and Yingde black tea, with tastings.',
    ),
    priceLevel: 3,
    priceText: '¥100–800',
    digital: false,
  },
  convenience: {
    category: 'retail',
    name: tx('便利店', 'Convenience Store'),
    description: tx(
      '饮料、零食、日用品和旅行小物。',
      'Drinks, snacks, toiletries and travel essentials.',
    ),
    priceLevel: 1,
    priceText: '¥5–50',
    digital: false,
  },
  southernlounge: {
    category: 'lounge',
    name: tx('南航明珠贵宾休息室', 'China Southern Pearl Lounge'),
    description: tx(
      '头等舱、公务舱和明珠金卡旅客可用，提供餐食、淋浴和安静区。',
      'For First, Business and Pearl Gold travellers: food, showers and a quiet zone.',
    ),
    priceLevel: 4,
    priceText: '¥300',
    digital: true,
  },
  baiyunlounge: {
    category: 'lounge',
    name: tx('白云贵宾休息室', 'Baiyun VIP Lounge'),
    description: tx(
      '付费或持卡进入，提供自助餐、饮品和登机提醒。',
      'Pay at the door or with a card: buffet, drinks and boarding calls.',
    ),
    priceLevel: 4,
    priceText: '¥260',
    digital: true,
  },
  eastlounge: {
    category: 'lounge',
    name: tx('东航贵宾休息室', 'China Eastern Lounge'),
    description: tx(
      '东航集团头等舱、公务舱和金卡旅客休息室。',
      'Lounge for First, Business and gold-card travellers of the China Eastern group.',
    ),
    priceLevel: 4,
    priceText: '¥300',
    digital: true,
  },
  sleeppod: {
    category: 'lounge',
    name: tx('睡眠舱', 'Sleep Pods'),
    description: tx(
      '按小时计费的独立睡眠舱，可设定登机提醒。',
      'Private sleep pods by the hour, with a boarding-time alarm.',
    ),
    priceLevel: 3,
    priceText: '¥68/h',
    digital: false,
  },
  artgallery: {
    category: 'airportArt',
    name: tx('云端艺术长廊', 'Sky Art Gallery'),
    description: tx(
      '岭南画派与当代艺术家作品轮展，免费参观。',
      'Rotating shows of the Lingnan school and contemporary artists; free.',
    ),
    priceLevel: 0,
    priceText: '',
    digital: false,
  },
  cantonopera: {
    category: 'airportArt',
    name: tx('粤剧主题展', 'Cantonese Opera Corner'),
    description: tx(
      '粤剧戏服、面谱和唱段展示，定时有现场表演。',
      'Cantonese opera costumes, face paint and recordings, with live shows at set times.',
    ),
    priceLevel: 0,
    priceText: '',
    digital: false,
  },
  sculpture: {
    category: 'airportArt',
    name: tx('“木棉”雕塑', '“Kapok” sculpture'),
    description: tx(
      '以广州市花木棉为题的大型雕塑。',
      'A large sculpture of the kapok, Guangzhou’s city flower.',
    ),
    priceLevel: 0,
    priceText: '',
    digital: false,
  },
  garden: {
    category: 'scenicSpot',
    name: tx('岭南园林', 'Lingnan Garden'),
    description: tx(
      '室内岭南园林，有水景、竹林和休息座椅。',
      'An indoor Lingnan garden with water, bamboo and seats.',
    ),
    priceLevel: 0,
    priceText: '',
    digital: false,
  },
  observation: {
    category: 'scenicSpot',
    name: tx('观景平台', 'Observation Deck'),
    description: tx(
      '2400 平方米观景平台，可看飞机起降。',
      'A 2,400 m² deck to watch aircraft take off and land.',
    ),
    priceLevel: 0,
    priceText: '',
    digital: false,
  },
  flowercrown: {
    category: 'scenicSpot',
    name: tx('花冠天窗', 'Flower Crown Skylight'),
    description: tx(
      'T3 “羊城花冠”屋顶下的 5000 平方米天窗中庭。',
      'The 5,000 m² skylit atrium under T3’s “flower crown” roof.',
    ),
    priceLevel: 0,
    priceText: '',
    digital: false,
  },
} satisfies Record<string, Brand>;

export type BrandKey = keyof typeof BRANDS;
