import type { I18nText } from '../../platform/i18n-text';
import { everyMinutes, t } from './texts';

/**
 * Airport express (city) and intercity coach routes. Lines, fares and times are plausible, not
 * the operator's current tables (CONTENT.md: check); they are data, easy to edit.
 */
export const PROVINCES = {
  guangdong: t('广东省', 'Guangdong'),
  guangxi: t('广西壮族自治区', 'Guangxi'),
} as const;

type Stop = [zh: string, en: string, minutes: number];

export interface CoachRouteSeed {
  code: string;
  name: I18nText;
  province: keyof typeof PROVINCES;
  city: [code: string, zh: string, en: string];
  destination: I18nText;
  cityTerminalId: number | null;
  fare: number;
  /** City stops after the airport, minutes from T3. */
  stops: Stop[];
  /** Departures from T3 (T2 is 12 minutes later). */
  first: string;
  last: string;
  interval: number;
  returnFirst: string;
  returnLast: string;
  returnInterval: number;
  notes: I18nText;
}

/** Every coach leaves T3 first, then calls at T2 (T1 is closed for renovation). */
export const AIRPORT_STOPS: { name: I18nText; minutes: number; terminal: string }[] = [
  { name: t('T3 航站楼交通中心 F1', 'T3 transport centre, F1'), minutes: 0, terminal: 'T3' },
  { name: t('T2 航站楼 到达层 5 号门', 'T2 arrivals level, door 5'), minutes: 12, terminal: 'T2' },
];

const GZ: [string, string, string] = ['guangzhou', '广州市', 'Guangzhou'];
const express = (n: number) => t(`空港快线${n}号线`, `Airport Express Line ${n}`);
const intercity = (zh: string, en: string) => t(`城际快线·${zh}`, `Intercity coach: ${en}`);
const usual = t(
  '按班次发车；航班延误时末班车顺延至最后一班到港航班后 30 分钟。',
  'Leaves on the times shown; when flights are late the last coach waits until 30 minutes after the last arrival.',
);
const ticketed = t(
  '请于到达层大巴售票处或“白云机场”小程序购票，儿童身高 1.2 米以下免票。',
  'Buy tickets at the coach desk on the arrivals level or in the airport mini-program; children under 1.2 m travel free.',
);

export const COACH_ROUTES: CoachRouteSeed[] = [
  {
    code: 'KG1',
    name: express(1),
    province: 'guangdong',
    city: GZ,
    destination: t('流花（广州火车站）', 'Liuhua (Guangzhou Railway Station)'),
    cityTerminalId: 1,
    fare: 20,
    stops: [
      ['三元里', 'Sanyuanli', 38],
      ['广园新村', 'Guangyuan Xincun', 45],
      ['流花城市候机楼', 'Liuhua City Air Terminal', 55],
    ],
    first: '06:00',
    last: '23:30',
    interval: 20,
    returnFirst: '05:30',
    returnLast: '21:30',
    returnInterval: 20,
    notes: usual,
  },
  {
    code: 'KG2',
    name: express(2),
    province: 'guangdong',
    city: GZ,
    destination: t('天河（广州东站）', 'Tianhe (Guangzhou East Railway Station)'),
    cityTerminalId: 2,
    fare: 22,
    stops: [
      ['白云大道北', 'Baiyun Avenue North', 35],
      ['燕塘', 'Yantang', 48],
      ['天河城市候机楼（广州东站）', 'Tianhe City Air Terminal (Guangzhou East)', 60],
    ],
    first: '06:10',
    last: '23:40',
    interval: 20,
    returnFirst: '06:00',
    returnLast: '21:30',
    returnInterval: 20,
    notes: usual,
  },
  {
    code: 'KG3',
    name: express(3),
    province: 'guangdong',
    city: GZ,
    destination: t('珠江新城', 'Zhujiang New Town'),
    cityTerminalId: 3,
    fare: 23,
    stops: [
      ['天河体育中心', 'Tianhe Sports Centre', 55],
      ['花城广场', 'Huacheng Square', 62],
      ['珠江新城城市候机楼', 'Zhujiang New Town City Air Terminal', 68],
    ],
    first: '07:00',
    last: '23:00',
    interval: 30,
    returnFirst: '06:00',
    returnLast: '21:00',
    returnInterval: 30,
    notes: usual,
  },
  {
    code: 'KG4',
    name: express(4),
    province: 'guangdong',
    city: GZ,
    destination: t('番禺（万博）', 'Panyu (Wanbo)'),
    cityTerminalId: 4,
    fare: 35,
    stops: [
      ['长隆', 'Chimelong', 75],
      ['番禺城市候机楼（万博）', 'Panyu City Air Terminal (Wanbo)', 90],
    ],
    first: '07:00',
    last: '22:30',
    interval: 30,
    returnFirst: '05:40',
    returnLast: '20:40',
    returnInterval: 30,
    notes: usual,
  },
  {
    code: 'KG5',
    name: express(5),
    province: 'guangdong',
    city: GZ,
    destination: t('广州南站', 'Guangzhou South Railway Station'),
    cityTerminalId: null,
    fare: 33,
    stops: [
      ['沙园', 'Shayuan', 60],
      ['广州南站（东广场）', 'Guangzhou South Railway Station (east square)', 78],
    ],
    first: '07:20',
    last: '22:20',
    interval: 30,
    returnFirst: '06:30',
    returnLast: '20:30',
    returnInterval: 30,
    notes: usual,
  },
  {
    code: 'KG7',
    name: express(7),
    province: 'guangdong',
    city: GZ,
    destination: t('琶洲（广交会展馆）', 'Pazhou (Canton Fair Complex)'),
    cityTerminalId: null,
    fare: 25,
    stops: [
      ['科韵路', 'Keyun Road', 58],
      ['琶洲广交会展馆 B 区', 'Canton Fair Complex, area B', 66],
    ],
    first: '08:00',
    last: '21:00',
    interval: 40,
    returnFirst: '07:00',
    returnLast: '20:00',
    returnInterval: 40,
    notes: t(
      '广交会期间加密至每 15 分钟一班。',
      'During the Canton Fair coaches run every 15 minutes.',
    ),
  },
  {
    code: 'CJ-DG1',
    name: intercity('东莞南城', 'Dongguan Nancheng'),
    province: 'guangdong',
    city: ['dongguan', '东莞市', 'Dongguan'],
    destination: t('东莞南城城市候机楼', 'Dongguan Nancheng City Air Terminal'),
    cityTerminalId: 6,
    fare: 52,
    stops: [
      ['东莞东城', 'Dongguan Dongcheng', 65],
      ['东莞南城城市候机楼', 'Dongguan Nancheng City Air Terminal', 75],
    ],
    first: '08:00',
    last: '22:00',
    interval: 60,
    returnFirst: '05:00',
    returnLast: '19:00',
    returnInterval: 60,
    notes: ticketed,
  },
  {
    code: 'CJ-DG2',
    name: intercity('东莞虎门', 'Dongguan Humen'),
    province: 'guangdong',
    city: ['dongguan', '东莞市', 'Dongguan'],
    destination: t('虎门汽车站', 'Humen bus station'),
    cityTerminalId: null,
    fare: 60,
    stops: [
      ['厚街', 'Houjie', 80],
      ['虎门汽车站', 'Humen bus station', 95],
    ],
    first: '09:00',
    last: '21:00',
    interval: 90,
    returnFirst: '06:00',
    returnLast: '18:00',
    returnInterval: 90,
    notes: ticketed,
  },
  {
    code: 'CJ-FS1',
    name: intercity('佛山禅城', 'Foshan Chancheng'),
    province: 'guangdong',
    city: ['foshan', '佛山市', 'Foshan'],
    destination: t('佛山祖庙', 'Foshan Zumiao'),
    cityTerminalId: null,
    fare: 45,
    stops: [
      ['佛山南海城市候机楼', 'Foshan Nanhai City Air Terminal', 55],
      ['季华园', 'Jihua Park', 65],
      ['佛山祖庙', 'Foshan Zumiao', 72],
    ],
    first: '07:30',
    last: '22:30',
    interval: 45,
    returnFirst: '05:30',
    returnLast: '20:00',
    returnInterval: 45,
    notes: ticketed,
  },
  {
    code: 'CJ-FS2',
    name: intercity('佛山南海', 'Foshan Nanhai'),
    province: 'guangdong',
    city: ['foshan', '佛山市', 'Foshan'],
    destination: t('南海桂城', 'Nanhai Guicheng'),
    cityTerminalId: 5,
    fare: 40,
    stops: [
      ['里水', 'Lishui', 40],
      ['佛山南海城市候机楼', 'Foshan Nanhai City Air Terminal', 58],
    ],
    first: '07:00',
    last: '23:00',
    interval: 40,
    returnFirst: '05:30',
    returnLast: '21:00',
    returnInterval: 40,
    notes: ticketed,
  },
  {
    code: 'CJ-FS3',
    name: intercity('佛山顺德', 'Foshan Shunde'),
    province: 'guangdong',
    city: ['foshan', '佛山市', 'Foshan'],
    destination: t('顺德大良', 'Shunde Daliang'),
    cityTerminalId: null,
    fare: 55,
    stops: [
      ['陈村', 'Chencun', 70],
      ['顺德大良客运站', 'Daliang coach station', 92],
    ],
    first: '08:00',
    last: '21:30',
    interval: 60,
    returnFirst: '05:30',
    returnLast: '19:00',
    returnInterval: 60,
    notes: ticketed,
  },
  {
    code: 'CJ-SZ1',
    name: intercity('深圳福田', 'Shenzhen Futian'),
    province: 'guangdong',
    city: ['shenzhen', '深圳市', 'Shenzhen'],
    destination: t('深圳福田', 'Shenzhen Futian'),
    cityTerminalId: null,
    fare: 100,
    stops: [
      ['深圳宝安', "Shenzhen Bao'an", 120],
      ['深圳福田皇岗口岸', 'Huanggang Port, Futian', 150],
    ],
    first: '08:30',
    last: '21:30',
    interval: 60,
    returnFirst: '05:30',
    returnLast: '18:30',
    returnInterval: 60,
    notes: ticketed,
  },
  {
    code: 'CJ-ZH1',
    name: intercity('珠海拱北', 'Zhuhai Gongbei'),
    province: 'guangdong',
    city: ['zhuhai', '珠海市', 'Zhuhai'],
    destination: t('珠海拱北口岸', 'Gongbei Port, Zhuhai'),
    cityTerminalId: null,
    fare: 100,
    stops: [
      ['中山石岐', 'Zhongshan Shiqi', 120],
      ['珠海香洲', 'Zhuhai Xiangzhou', 165],
      ['珠海拱北口岸', 'Gongbei Port', 180],
    ],
    first: '09:00',
    last: '20:00',
    interval: 120,
    returnFirst: '06:00',
    returnLast: '17:00',
    returnInterval: 120,
    notes: ticketed,
  },
  {
    code: 'CJ-ZS1',
    name: intercity('中山', 'Zhongshan'),
    province: 'guangdong',
    city: ['zhongshan', '中山市', 'Zhongshan'],
    destination: t('中山石岐', 'Zhongshan Shiqi'),
    cityTerminalId: null,
    fare: 75,
    stops: [
      ['小榄', 'Xiaolan', 100],
      ['中山石岐富华酒店', 'Fuhua Hotel, Shiqi', 120],
    ],
    first: '08:00',
    last: '21:00',
    interval: 90,
    returnFirst: '05:30',
    returnLast: '18:00',
    returnInterval: 90,
    notes: ticketed,
  },
  {
    code: 'CJ-HZ1',
    name: intercity('惠州', 'Huizhou'),
    province: 'guangdong',
    city: ['huizhou', '惠州市', 'Huizhou'],
    destination: t('惠州惠城', 'Huicheng, Huizhou'),
    cityTerminalId: null,
    fare: 85,
    stops: [
      ['博罗', 'Boluo', 120],
      ['惠州汽车总站', 'Huizhou coach terminal', 150],
    ],
    first: '09:00',
    last: '20:00',
    interval: 120,
    returnFirst: '05:30',
    returnLast: '16:30',
    returnInterval: 120,
    notes: ticketed,
  },
  {
    code: 'CJ-JM1',
    name: intercity('江门', 'Jiangmen'),
    province: 'guangdong',
    city: ['jiangmen', '江门市', 'Jiangmen'],
    destination: t('江门蓬江', 'Pengjiang, Jiangmen'),
    cityTerminalId: null,
    fare: 70,
    stops: [
      ['鹤山', 'Heshan', 95],
      ['江门汽车客运站', 'Jiangmen coach station', 120],
    ],
    first: '08:30',
    last: '21:30',
    interval: 90,
    returnFirst: '05:30',
    returnLast: '18:30',
    returnInterval: 90,
    notes: ticketed,
  },
  {
    code: 'CJ-JM2',
    name: intercity('台山', 'Taishan'),
    province: 'guangdong',
    city: ['jiangmen', '江门市', 'Jiangmen'],
    destination: t('台山汽车总站', 'Taishan coach terminal'),
    cityTerminalId: null,
    fare: 90,
    stops: [
      ['江门汽车客运站', 'Jiangmen coach station', 120],
      ['台山汽车总站', 'Taishan coach terminal', 180],
    ],
    first: '10:00',
    last: '19:00',
    interval: 180,
    returnFirst: '06:00',
    returnLast: '15:00',
    returnInterval: 180,
    notes: ticketed,
  },
  {
    code: 'CJ-QY1',
    name: intercity('清远', 'Qingyuan'),
    province: 'guangdong',
    city: ['qingyuan', '清远市', 'Qingyuan'],
    destination: t('清远清城', 'Qingcheng, Qingyuan'),
    cityTerminalId: null,
    fare: 45,
    stops: [
      ['花都狮岭', 'Shiling, Huadu', 40],
      ['清远汽车客运站', 'Qingyuan coach station', 80],
    ],
    first: '08:00',
    last: '22:00',
    interval: 60,
    returnFirst: '06:00',
    returnLast: '19:00',
    returnInterval: 60,
    notes: ticketed,
  },
  {
    code: 'CJ-ZQ1',
    name: intercity('肇庆', 'Zhaoqing'),
    province: 'guangdong',
    city: ['zhaoqing', '肇庆市', 'Zhaoqing'],
    destination: t('肇庆端州', 'Duanzhou, Zhaoqing'),
    cityTerminalId: null,
    fare: 65,
    stops: [
      ['四会', 'Sihui', 85],
      ['肇庆汽车总站', 'Zhaoqing coach terminal', 120],
    ],
    first: '09:00',
    last: '21:00',
    interval: 120,
    returnFirst: '06:00',
    returnLast: '18:00',
    returnInterval: 120,
    notes: ticketed,
  },
  {
    code: 'CJ-YF1',
    name: intercity('云浮', 'Yunfu'),
    province: 'guangdong',
    city: ['yunfu', '云浮市', 'Yunfu'],
    destination: t('云浮云城', 'Yuncheng, Yunfu'),
    cityTerminalId: null,
    fare: 85,
    stops: [
      ['肇庆汽车总站', 'Zhaoqing coach terminal', 120],
      ['云浮汽车客运站', 'Yunfu coach station', 150],
    ],
    first: '10:30',
    last: '18:30',
    interval: 240,
    returnFirst: '07:00',
    returnLast: '15:00',
    returnInterval: 240,
    notes: ticketed,
  },
  {
    code: 'CJ-WZ1',
    name: intercity('梧州', 'Wuzhou'),
    province: 'guangxi',
    city: ['wuzhou', '梧州市', 'Wuzhou'],
    destination: t('梧州汽车总站', 'Wuzhou coach terminal'),
    cityTerminalId: null,
    fare: 120,
    stops: [
      ['肇庆汽车总站', 'Zhaoqing coach terminal', 120],
      ['梧州汽车总站', 'Wuzhou coach terminal', 240],
    ],
    first: '11:00',
    last: '17:00',
    interval: 360,
    returnFirst: '07:30',
    returnLast: '13:30',
    returnInterval: 360,
    notes: ticketed,
  },
];

export function timetableOf(route: CoachRouteSeed) {
  const t3 = everyMinutes(route.first, route.last, route.interval);
  const t2 = t3.map((time) => {
    const m = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + 12;
    return `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  });
  return [
    { terminal: 'T3', times: t3 },
    { terminal: 'T2', times: t2 },
  ];
}
