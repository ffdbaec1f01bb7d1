/**
 * Airlines at CAN with their names in four languages, terminal, official hotline and website,
 * and what the schedule generator needs: share of the day's flights, fleet, and where they fly.
 * Hotlines marked (check) in CONTENT.md are kept here as data, easy to correct.
 */
export interface AirlineRef {
  code: string;
  zh: string;
  en: string;
  fr: string;
  ko: string;
  hotline: string;
  website: string;
  /** Terminal for domestic flights ('' when it flies none) and for international ones. */
  domesticTerminal: 'T2' | 'T3' | '';
  internationalTerminal: 'T2' | 'T3' | '';
  /** Relative weight of the airline's passenger departures in a day. */
  weight: number;
  fleet: { domestic: string[]; international: string[] };
  /** Destinations it serves from CAN (city codes). */
  routes: string[];
  /** Airlines whose numbers it carries as codeshares. */
  partners: string[];
  /** China Southern group (about half the airport's traffic). */
  southernGroup?: boolean;
}

const a = (r: AirlineRef) => r;
const DOM_ALL = ['PEK', 'PKX', 'SHA', 'PVG', 'CTU', 'TFU', 'CKG', 'KMG', 'XIY', 'HGH', 'NKG', 'WUH', 'CSX', 'HAK', 'SYX', 'URC', 'SHE', 'HRB', 'DLC', 'TAO', 'XMN', 'FOC', 'NNG', 'KWL', 'KWE', 'CGO', 'TSN', 'TNA', 'LHW', 'NGB', 'WNZ', 'HFE', 'KHN', 'TYN', 'CGQ', 'SWA', 'ZHA', 'LXA', 'LJG', 'JHG'];

export const AIRLINES: AirlineRef[] = [
  a({ code: 'CZ', zh: '中国南方航空', en: 'China Southern Airlines', fr: 'China Southern Airlines', ko: '중국남방항공', hotline: '95539', website: 'https://www.csair.com/', domesticTerminal: 'T2', internationalTerminal: 'T2', weight: 42, southernGroup: true,
    fleet: { domestic: ['A320', 'A321', 'B738', 'B38M', 'A333', 'B789', 'A359'], international: ['A333', 'A359', 'B789', 'B77W', 'A321'] },
    routes: [...DOM_ALL, 'TPE', 'KHH', 'SIN', 'BKK', 'KUL', 'SGN', 'HAN', 'MNL', 'CGK', 'DPS', 'PNH', 'DAC', 'KTM', 'DEL', 'ICN', 'NRT', 'KIX', 'LAX', 'JFK', 'YVR', 'SYD', 'MEL', 'PER', 'AKL', 'LHR', 'CDG', 'AMS', 'FRA', 'IST', 'DXB', 'DOH', 'NBO', 'ADD', 'SVO', 'ALA', 'ALG', 'CCU'],
    partners: ['MF', 'KL', 'AF', 'KE', 'VN', 'GA'] }),
  a({ code: 'MF', zh: '厦门航空', en: 'XiamenAir', fr: 'XiamenAir', ko: '샤먼항공', hotline: '95557', website: 'https://www.xiamenair.com/', domesticTerminal: 'T2', internationalTerminal: 'T2', weight: 6, southernGroup: true,
    fleet: { domestic: ['B738', 'B38M', 'B789'], international: ['B789'] }, routes: ['XMN', 'FOC', 'HGH', 'PEK', 'TSN', 'CGO', 'NKG', 'WUH'], partners: ['CZ'] }),
  a({ code: 'OQ', zh: '重庆航空', en: 'Chongqing Airlines', fr: 'Chongqing Airlines', ko: '충칭항공', hotline: '95539', website: 'https://www.flycq.com/', domesticTerminal: 'T2', internationalTerminal: '', weight: 3, southernGroup: true,
    fleet: { domestic: ['A320', 'A321'], international: [] }, routes: ['CKG', 'KWE', 'CTU'], partners: ['CZ'] }),
  a({ code: 'MU', zh: '中国东方航空', en: 'China Eastern Airlines', fr: 'China Eastern Airlines', ko: '중국동방항공', hotline: '95530', website: 'https://www.ceair.com/', domesticTerminal: 'T3', internationalTerminal: 'T3', weight: 9,
    fleet: { domestic: ['A320', 'A321', 'B738', 'C919', 'A332'], international: ['A332', 'A359'] }, routes: ['SHA', 'PVG', 'PKX', 'KMG', 'XIY', 'WUH', 'NKG', 'HFE', 'TAO', 'TYN', 'LHW', 'BKK', 'SIN', 'NRT', 'KIX'], partners: ['FM', 'JL', 'QF', 'AF'] }),
  a({ code: 'FM', zh: '上海航空', en: 'Shanghai Airlines', fr: 'Shanghai Airlines', ko: '상하이항공', hotline: '95530', website: 'https://www.ceair.com/', domesticTerminal: 'T3', internationalTerminal: 'T3', weight: 3,
    fleet: { domestic: ['B738', 'B789'], international: [] }, routes: ['SHA', 'PVG', 'NGB'], partners: ['MU'] }),
  a({ code: 'KN', zh: '中国联合航空', en: 'China United Airlines', fr: 'China United Airlines', ko: '중국연합항공', hotline: '95530', website: 'https://www.flycua.com/', domesticTerminal: 'T3', internationalTerminal: '', weight: 2,
    fleet: { domestic: ['B738', 'B38M'], international: [] }, routes: ['PKX', 'TSN'], partners: ['MU'] }),
  a({ code: 'CA', zh: '中国国际航空', en: 'Air China', fr: 'Air China', ko: '중국국제항공', hotline: '95583', website: 'https://www.airchina.com.cn/', domesticTerminal: 'T3', internationalTerminal: 'T3', weight: 6,
    fleet: { domestic: ['A320', 'A321', 'B738', 'A332', 'B789'], international: ['A332'] }, routes: ['PEK', 'CTU', 'TFU', 'CKG', 'HGH', 'TSN', 'DLC', 'SIN'], partners: ['ZH', 'SC'] }),
  a({ code: 'HU', zh: '海南航空', en: 'Hainan Airlines', fr: 'Hainan Airlines', ko: '하이난항공', hotline: '95339', website: 'https://www.hainanairlines.com/', domesticTerminal: 'T3', internationalTerminal: 'T3', weight: 4,
    fleet: { domestic: ['B738', 'B789'], international: ['B789'] }, routes: ['HAK', 'PEK', 'XIY', 'URC', 'TYN', 'DLC', 'SVO'], partners: [] }),
  a({ code: 'ZH', zh: '深圳航空', en: 'Shenzhen Airlines', fr: 'Shenzhen Airlines', ko: '선전항공', hotline: '95361', website: 'https://www.shenzhenair.com/', domesticTerminal: 'T3', internationalTerminal: 'T3', weight: 3,
    fleet: { domestic: ['A320', 'B738'], international: ['A320'] }, routes: ['PEK', 'SHA', 'NNG', 'KWE', 'CGO', 'HAN'], partners: ['CA'] }),
  a({ code: '3U', zh: '四川航空', en: 'Sichuan Airlines', fr: 'Sichuan Airlines', ko: '쓰촨항공', hotline: '95378', website: 'https://www.sichuanair.com/', domesticTerminal: 'T3', internationalTerminal: '', weight: 3,
    fleet: { domestic: ['A320', 'A321', 'A333'], international: [] }, routes: ['CTU', 'TFU', 'CKG', 'KMG', 'LXA'], partners: [] }),
  a({ code: '9C', zh: '春秋航空', en: 'Spring Airlines', fr: 'Spring Airlines', ko: '춘추항공', hotline: '95524', website: 'https://www.ch.com/', domesticTerminal: 'T3', internationalTerminal: 'T3', weight: 3,
    fleet: { domestic: ['A320', 'A321'], international: ['A320'] }, routes: ['SHA', 'PVG', 'SHE', 'LHW', 'BKK', 'KIX'], partners: [] }),
  a({ code: 'HO', zh: '吉祥航空', en: 'Juneyao Air', fr: 'Juneyao Air', ko: '준야오항공', hotline: '95520', website: 'https://www.juneyaoair.com/', domesticTerminal: 'T3', internationalTerminal: '', weight: 2,
    fleet: { domestic: ['A320', 'A321', 'B789'], international: [] }, routes: ['SHA', 'PVG', 'NKG'], partners: [] }),
  a({ code: 'SC', zh: '山东航空', en: 'Shandong Airlines', fr: 'Shandong Airlines', ko: '산둥항공', hotline: '95369', website: 'https://www.sda.cn/', domesticTerminal: 'T3', internationalTerminal: '', weight: 2,
    fleet: { domestic: ['B738'], international: [] }, routes: ['TNA', 'TAO', 'XMN'], partners: ['CA'] }),
  a({ code: 'AQ', zh: '九元航空', en: '9 Air', fr: '9 Air', ko: '9에어', hotline: '95520', website: 'https://www.9air.com/', domesticTerminal: 'T3', internationalTerminal: '', weight: 2,
    fleet: { domestic: ['B738'], international: [] }, routes: ['KWE', 'KHN', 'HFE', 'TYN', 'CGQ'], partners: [] }),
  a({ code: 'BK', zh: '奥凯航空', en: 'Okay Airways', fr: 'Okay Airways', ko: '오케이항공', hotline: '95335', website: 'https://www.okair.net/', domesticTerminal: 'T3', internationalTerminal: '', weight: 1,
    fleet: { domestic: ['B738'], international: [] }, routes: ['TSN', 'CSX'], partners: [] }),
  ...([
    ['CX', '国泰航空', 'Cathay Pacific', 'Cathay Pacific', '캐세이퍼시픽', '+852 2747 3333', 'https://www.cathaypacific.com/', ['HKG'], ['A321', 'A333']],
    ['EK', '阿联酋航空', 'Emirates', 'Emirates', '에미레이트항공', '400 001 8838', 'https://www.emirates.com/', ['DXB'], ['B77W']],
    ['QR', '卡塔尔航空', 'Qatar Airways', 'Qatar Airways', '카타르항공', '400 120 5699', 'https://www.qatarairways.com/', ['DOH'], ['B789', 'A359']],
    ['SQ', '新加坡航空', 'Singapore Airlines', 'Singapore Airlines', '싱가포르항공', '400 120 0098', 'https://www.singaporeair.com/', ['SIN'], ['A359', 'B78X']],
    ['TG', '泰国国际航空', 'Thai Airways', 'Thai Airways', '타이항공', '400 120 1268', 'https://www.thaiairways.com/', ['BKK'], ['A359', 'B789']],
    ['MH', '马来西亚航空', 'Malaysia Airlines', 'Malaysia Airlines', '말레이시아항공', '400 120 6880', 'https://www.malaysiaairlines.com/', ['KUL'], ['A333', 'B738']],
    ['KE', '大韩航空', 'Korean Air', 'Korean Air', '대한항공', '400 658 8888', 'https://www.koreanair.com/', ['ICN'], ['A333', 'B789']],
    ['OZ', '韩亚航空', 'Asiana Airlines', 'Asiana Airlines', '아시아나항공', '400 650 8000', 'https://flyasiana.com/', ['ICN'], ['A321', 'A333']],
    ['NH', '全日空', 'All Nippon Airways', 'All Nippon Airways', '전일본공수', '400 882 8888', 'https://www.ana.co.jp/', ['NRT'], ['B788']],
    ['JL', '日本航空', 'Japan Airlines', 'Japan Airlines', '일본항공', '400 888 0808', 'https://www.jal.co.jp/', ['NRT'], ['B788']],
    ['AF', '法国航空', 'Air France', 'Air France', '에어프랑스', '400 880 8808', 'https://www.airfrance.com/', ['CDG'], ['B77W', 'A359']],
    ['KL', '荷兰皇家航空', 'KLM Royal Dutch Airlines', 'KLM', 'KLM 네덜란드항공', '400 880 8222', 'https://www.klm.com/', ['AMS'], ['B789', 'B77W']],
    ['TK', '土耳其航空', 'Turkish Airlines', 'Turkish Airlines', '터키항공', '400 120 0285', 'https://www.turkishairlines.com/', ['IST'], ['A359', 'B77W']],
    ['ET', '埃塞俄比亚航空', 'Ethiopian Airlines', 'Ethiopian Airlines', '에티오피아항공', '+86 20 3877 3018', 'https://www.ethiopianairlines.com/', ['ADD'], ['B788', 'A359']],
    ['KQ', '肯尼亚航空', 'Kenya Airways', 'Kenya Airways', '케냐항공', '+86 20 3877 1131', 'https://www.kenya-airways.com/', ['NBO'], ['B788']],
    ['SV', '沙特阿拉伯航空', 'Saudia', 'Saudia', '사우디아항공', '+86 20 8356 8808', 'https://www.saudia.com/', ['DXB'], ['B77W']],
    ['GA', '印尼鹰航', 'Garuda Indonesia', 'Garuda Indonesia', '가루다인도네시아', '+86 20 3877 1183', 'https://www.garuda-indonesia.com/', ['CGK', 'DPS'], ['A333']],
    ['VN', '越南航空', 'Vietnam Airlines', 'Vietnam Airlines', '베트남항공', '+86 20 8386 7093', 'https://www.vietnamairlines.com/', ['HAN', 'SGN'], ['A321']],
    ['PR', '菲律宾航空', 'Philippine Airlines', 'Philippine Airlines', '필리핀항공', '+86 20 8327 2238', 'https://www.philippineairlines.com/', ['MNL'], ['A321']],
    ['AK', '亚洲航空', 'AirAsia', 'AirAsia', '에어아시아', '+86 20 2238 0838', 'https://www.airasia.com/', ['KUL', 'BKK'], ['A320']],
    ['QF', '澳洲航空', 'Qantas', 'Qantas', '콴타스항공', '+86 20 3877 1023', 'https://www.qantas.com/', ['SYD'], ['A332']],
    ['NZ', '新西兰航空', 'Air New Zealand', 'Air New Zealand', '에어뉴질랜드', '+86 21 5308 4488', 'https://www.airnewzealand.com/', ['AKL'], ['B789']],
    ['SU', '俄罗斯航空', 'Aeroflot', 'Aeroflot', '아에로플로트', '+86 20 8326 8860', 'https://www.aeroflot.ru/', ['SVO'], ['A333']],
  ] as const).map(([code, zh, en, fr, ko, hotline, website, routes, fleet]) =>
    a({ code, zh, en, fr, ko, hotline, website, domesticTerminal: '', internationalTerminal: 'T3', weight: 0.4, fleet: { domestic: [], international: [...fleet] }, routes: [...routes], partners: [] })),
];

/** Cargo airlines: night flights, no terminal. */
export const CARGO_AIRLINES = [
  { code: 'CZ', routes: ['PVG', 'PEK', 'LAX', 'AMS', 'FRA', 'ICN'], fleet: ['B77L', 'B744'] },
  { code: 'FX', routes: ['CGK', 'SIN', 'NRT', 'LAX'], fleet: ['B77L', 'MD11'] },
  { code: '5X', routes: ['ICN', 'SIN', 'NRT'], fleet: ['B748', 'B763'] },
  { code: 'O3', routes: ['PVG', 'PEK', 'CTU', 'HGH', 'SGN'], fleet: ['B763', 'B752'] },
] as const;

export const CARGO_NAMES: Record<string, { zh: string; en: string; fr: string; ko: string }> = {
  FX: { zh: '联邦快递', en: 'FedEx Express', fr: 'FedEx Express', ko: '페덱스' },
  '5X': { zh: '美国联合包裹', en: 'UPS Airlines', fr: 'UPS Airlines', ko: 'UPS 항공' },
  O3: { zh: '顺丰航空', en: 'SF Airlines', fr: 'SF Airlines', ko: 'SF 항공' },
};

const byCode = new Map(AIRLINES.map((al) => [al.code, al]));
export const airlineOf = (code: string) => byCode.get(code);
