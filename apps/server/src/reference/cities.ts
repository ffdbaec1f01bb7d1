/**
 * Destinations served from CAN, with names in the four interface languages, whether the route is
 * domestic (D), regional (R: Hong Kong, Macau, Taiwan; international rules) or international (I),
 * block time in minutes, and a compact climate normal (mean daily low/high in °C for January and
 * July, interpolated across the year) for the offline weather of the flight detail.
 */
export interface City {
  code: string;
  zh: string;
  en: string;
  fr: string;
  ko: string;
  scope: 'D' | 'R' | 'I';
  minutes: number;
  /** [Jan low, Jan high, Jul low, Jul high] */
  climate: [number, number, number, number];
  /** QWeather location id (or lon,lat) for the live weather adapter. */
  qweather: string;
}

const c = (code: string, zh: string, en: string, fr: string, ko: string, scope: City['scope'], minutes: number, climate: City['climate'], qweather: string): City =>
  ({ code, zh, en, fr, ko, scope, minutes, climate, qweather });

export const CITIES: City[] = [
  c('PEK', '北京首都', 'Beijing Capital', 'Pékin Capitale', '베이징 서우두', 'D', 195, [-8, 2, 23, 31], '101010100'),
  c('PKX', '北京大兴', 'Beijing Daxing', 'Pékin Daxing', '베이징 다싱', 'D', 190, [-8, 2, 23, 31], '101010100'),
  c('SHA', '上海虹桥', 'Shanghai Hongqiao', 'Shanghai Hongqiao', '상하이 훙차오', 'D', 135, [1, 8, 25, 32], '101020100'),
  c('PVG', '上海浦东', 'Shanghai Pudong', 'Shanghai Pudong', '상하이 푸둥', 'D', 140, [1, 8, 25, 32], '101020100'),
  c('CTU', '成都双流', 'Chengdu Shuangliu', 'Chengdu Shuangliu', '청두 솽류', 'D', 140, [3, 10, 22, 30], '101270101'),
  c('TFU', '成都天府', 'Chengdu Tianfu', 'Chengdu Tianfu', '청두 톈푸', 'D', 140, [3, 10, 22, 30], '101270101'),
  c('CKG', '重庆', 'Chongqing', 'Chongqing', '충칭', 'D', 125, [6, 11, 25, 34], '101040100'),
  c('KMG', '昆明', 'Kunming', 'Kunming', '쿤밍', 'D', 125, [3, 16, 17, 24], '101290101'),
  c('XIY', '西安', "Xi'an", "Xi'an", '시안', 'D', 150, [-4, 6, 23, 33], '101110101'),
  c('HGH', '杭州', 'Hangzhou', 'Hangzhou', '항저우', 'D', 120, [2, 9, 26, 34], '101210101'),
  c('NKG', '南京', 'Nanjing', 'Nankin', '난징', 'D', 125, [-1, 8, 25, 32], '101190101'),
  c('WUH', '武汉', 'Wuhan', 'Wuhan', '우한', 'D', 105, [1, 8, 26, 33], '101200101'),
  c('CSX', '长沙', 'Changsha', 'Changsha', '창사', 'D', 85, [3, 9, 26, 34], '101250101'),
  c('HAK', '海口', 'Haikou', 'Haikou', '하이커우', 'D', 75, [15, 21, 26, 33], '101310101'),
  c('SYX', '三亚', 'Sanya', 'Sanya', '싼야', 'D', 85, [19, 26, 26, 32], '101310201'),
  c('URC', '乌鲁木齐', 'Urumqi', 'Ürümqi', '우루무치', 'D', 330, [-16, -6, 18, 30], '101130101'),
  c('SHE', '沈阳', 'Shenyang', 'Shenyang', '선양', 'D', 240, [-17, -5, 22, 29], '101070101'),
  c('HRB', '哈尔滨', 'Harbin', 'Harbin', '하얼빈', 'D', 270, [-24, -12, 19, 28], '101050101'),
  c('DLC', '大连', 'Dalian', 'Dalian', '다롄', 'D', 210, [-8, 0, 21, 27], '101070201'),
  c('TAO', '青岛', 'Qingdao', 'Qingdao', '칭다오', 'D', 180, [-4, 3, 22, 28], '101120201'),
  c('XMN', '厦门', 'Xiamen', 'Xiamen', '샤먼', 'D', 75, [10, 17, 26, 33], '101230201'),
  c('FOC', '福州', 'Fuzhou', 'Fuzhou', '푸저우', 'D', 85, [8, 15, 26, 35], '101230101'),
  c('NNG', '南宁', 'Nanning', 'Nanning', '난닝', 'D', 70, [10, 17, 25, 33], '101300101'),
  c('KWL', '桂林', 'Guilin', 'Guilin', '구이린', 'D', 70, [6, 12, 25, 33], '101300501'),
  c('KWE', '贵阳', 'Guiyang', 'Guiyang', '구이양', 'D', 95, [2, 8, 20, 28], '101260101'),
  c('CGO', '郑州', 'Zhengzhou', 'Zhengzhou', '정저우', 'D', 140, [-3, 6, 24, 32], '101180101'),
  c('TSN', '天津', 'Tianjin', 'Tianjin', '톈진', 'D', 190, [-8, 2, 23, 31], '101030100'),
  c('TNA', '济南', 'Jinan', 'Jinan', '지난', 'D', 165, [-4, 4, 24, 32], '101120101'),
  c('LHW', '兰州', 'Lanzhou', 'Lanzhou', '란저우', 'D', 185, [-12, 2, 17, 29], '101160101'),
  c('NGB', '宁波', 'Ningbo', 'Ningbo', '닝보', 'D', 115, [2, 9, 25, 33], '101210401'),
  c('WNZ', '温州', 'Wenzhou', 'Wenzhou', '원저우', 'D', 100, [5, 12, 25, 32], '101210701'),
  c('HFE', '合肥', 'Hefei', 'Hefei', '허페이', 'D', 115, [0, 8, 25, 32], '101220101'),
  c('KHN', '南昌', 'Nanchang', 'Nanchang', '난창', 'D', 85, [3, 10, 26, 34], '101240101'),
  c('TYN', '太原', 'Taiyuan', 'Taiyuan', '타이위안', 'D', 170, [-10, 2, 18, 29], '101100101'),
  c('CGQ', '长春', 'Changchun', 'Changchun', '창춘', 'D', 255, [-21, -9, 19, 27], '101060101'),
  c('SWA', '揭阳潮汕', 'Jieyang Chaoshan', 'Jieyang Chaoshan', '제양 차오산', 'D', 55, [10, 18, 26, 32], '101281901'),
  c('ZHA', '湛江', 'Zhanjiang', 'Zhanjiang', '잔장', 'D', 60, [13, 20, 26, 32], '101281001'),
  c('LXA', '拉萨', 'Lhasa', 'Lhassa', '라싸', 'D', 250, [-10, 7, 10, 23], '101140101'),
  c('LJG', '丽江', 'Lijiang', 'Lijiang', '리장', 'D', 150, [0, 13, 15, 24], '101291401'),
  c('JHG', '西双版纳', 'Xishuangbanna', 'Xishuangbanna', '시솽반나', 'D', 115, [9, 25, 22, 31], '101291601'),
  c('TPE', '台北桃园', 'Taipei Taoyuan', 'Taipei Taoyuan', '타이베이 타오위안', 'R', 110, [13, 19, 26, 34], '101340101'),
  c('KHH', '高雄', 'Kaohsiung', 'Kaohsiung', '가오슝', 'R', 95, [15, 23, 26, 32], '101340201'),
  c('MFM', '澳门', 'Macau', 'Macao', '마카오', 'R', 45, [12, 18, 27, 32], '101330101'),
  c('SIN', '新加坡', 'Singapore', 'Singapour', '싱가포르', 'I', 235, [23, 30, 25, 31], '1880252'),
  c('BKK', '曼谷', 'Bangkok', 'Bangkok', '방콕', 'I', 175, [22, 32, 26, 33], '1609350'),
  c('KUL', '吉隆坡', 'Kuala Lumpur', 'Kuala Lumpur', '쿠알라룸푸르', 'I', 245, [23, 32, 24, 32], '1735161'),
  c('SGN', '胡志明市', 'Ho Chi Minh City', 'Hô Chi Minh-Ville', '호찌민', 'I', 170, [22, 32, 24, 31], '1566083'),
  c('HAN', '河内', 'Hanoi', 'Hanoï', '하노이', 'I', 110, [14, 20, 27, 33], '1581130'),
  c('MNL', '马尼拉', 'Manila', 'Manille', '마닐라', 'I', 150, [22, 30, 25, 31], '1701668'),
  c('CGK', '雅加达', 'Jakarta', 'Jakarta', '자카르타', 'I', 300, [24, 30, 24, 32], '1642911'),
  c('DPS', '巴厘岛', 'Bali Denpasar', 'Bali Denpasar', '발리 덴파사르', 'I', 300, [24, 31, 23, 30], '1645528'),
  c('PNH', '金边', 'Phnom Penh', 'Phnom Penh', '프놈펜', 'I', 160, [22, 31, 25, 32], '1821306'),
  c('DAC', '达卡', 'Dhaka', 'Dacca', '다카', 'I', 215, [13, 25, 27, 31], '1185241'),
  c('KTM', '加德满都', 'Kathmandu', 'Katmandou', '카트만두', 'I', 255, [2, 19, 20, 29], '1283240'),
  c('DEL', '德里', 'Delhi', 'Delhi', '델리', 'I', 345, [8, 21, 27, 35], '1273294'),
  c('ICN', '首尔仁川', 'Seoul Incheon', 'Séoul Incheon', '서울 인천', 'I', 215, [-6, 2, 22, 29], '1835848'),
  c('NRT', '东京成田', 'Tokyo Narita', 'Tokyo Narita', '도쿄 나리타', 'I', 260, [1, 10, 23, 30], '1850147'),
  c('KIX', '大阪关西', 'Osaka Kansai', 'Osaka Kansai', '오사카 간사이', 'I', 230, [3, 10, 25, 32], '1853909'),
  c('LAX', '洛杉矶', 'Los Angeles', 'Los Angeles', '로스앤젤레스', 'I', 780, [9, 20, 18, 29], '5368361'),
  c('JFK', '纽约', 'New York JFK', 'New York JFK', '뉴욕 JFK', 'I', 900, [-3, 4, 21, 29], '5128581'),
  c('YVR', '温哥华', 'Vancouver', 'Vancouver', '밴쿠버', 'I', 720, [1, 7, 14, 23], '6173331'),
  c('SYD', '悉尼', 'Sydney', 'Sydney', '시드니', 'I', 540, [19, 26, 8, 17], '2147714'),
  c('MEL', '墨尔本', 'Melbourne', 'Melbourne', '멜버른', 'I', 570, [14, 26, 6, 14], '2158177'),
  c('PER', '珀斯', 'Perth', 'Perth', '퍼스', 'I', 480, [18, 31, 8, 18], '2063523'),
  c('AKL', '奥克兰', 'Auckland', 'Auckland', '오클랜드', 'I', 660, [16, 24, 8, 15], '2193733'),
  c('LHR', '伦敦希思罗', 'London Heathrow', 'Londres Heathrow', '런던 히스로', 'I', 805, [2, 8, 14, 23], '2643743'),
  c('CDG', '巴黎戴高乐', 'Paris Charles de Gaulle', 'Paris-Charles-de-Gaulle', '파리 샤를드골', 'I', 795, [3, 8, 15, 25], '2988507'),
  c('AMS', '阿姆斯特丹', 'Amsterdam', 'Amsterdam', '암스테르담', 'I', 760, [1, 6, 13, 22], '2759794'),
  c('FRA', '法兰克福', 'Frankfurt', 'Francfort', '프랑크푸르트', 'I', 760, [-1, 4, 15, 25], '2925533'),
  c('IST', '伊斯坦布尔', 'Istanbul', 'Istanbul', '이스탄불', 'I', 690, [3, 9, 20, 29], '745044'),
  c('DXB', '迪拜', 'Dubai', 'Dubaï', '두바이', 'I', 520, [14, 24, 30, 41], '292223'),
  c('DOH', '多哈', 'Doha', 'Doha', '도하', 'I', 555, [13, 22, 30, 41], '290030'),
  c('NBO', '内罗毕', 'Nairobi', 'Nairobi', '나이로비', 'I', 720, [12, 25, 11, 21], '184745'),
  c('ADD', '亚的斯亚贝巴', 'Addis Ababa', 'Addis-Abeba', '아디스아바바', 'I', 660, [8, 23, 11, 20], '344979'),
  c('SVO', '莫斯科', 'Moscow Sheremetyevo', 'Moscou Cheremetievo', '모스크바 셰레메티예보', 'I', 600, [-9, -4, 14, 24], '524901'),
  c('ALA', '阿拉木图', 'Almaty', 'Almaty', '알마티', 'I', 420, [-9, 1, 17, 30], '1526384'),
  c('ALG', '阿尔及尔', 'Algiers', 'Alger', '알제', 'I', 840, [6, 17, 21, 31], '2507480'),
  c('CCU', '加尔各答', 'Kolkata', 'Calcutta', '콜카타', 'I', 250, [13, 26, 26, 32], '1275004'),
  c('HKG', '香港', 'Hong Kong', 'Hong Kong', '홍콩', 'R', 55, [14, 19, 27, 31], '101320101'),
];

export const CAN_CITY = { code: 'CAN', zh: '广州', en: 'Guangzhou', fr: 'Canton', ko: '광저우' } as const;

const byCode = new Map(CITIES.map((city) => [city.code, city]));
export const cityOf = (code: string): City | undefined => byCode.get(code);

/** Mean daily low and high for a month (1–12) from the January and July normals. */
export function normalFor(city: City, month: number): { low: number; high: number } {
  const [jl, jh, sl, sh] = city.climate;
  // Cosine between the January and July extremes, peaking in mid-July.
  const w = (1 - Math.cos(((month - 1) / 12) * 2 * Math.PI)) / 2;
  return { low: Math.round(jl + (sl - jl) * w), high: Math.round(jh + (sh - jh) * w) };
}
