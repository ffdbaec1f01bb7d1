import { t } from './texts';

/**
 * Shuttles, metro and intercity rail, car parks and taxi ranks (CONTENT.md "Ground transport";
 * timings marked check there are plausible values, kept as data).
 */
export const SHUTTLES = [
  {
    code: 'SH-T',
    name: t('航站楼摆渡车 T1 ⇄ T2 ⇄ T3', 'Terminal shuttle T1 ⇄ T2 ⇄ T3'),
    stops: [
      t(
        'T1 航站楼 到达层 8 号门（装修期间停靠）',
        'T1 arrivals level, door 8 (stop kept during renovation)',
      ),
      t('T2 航站楼 到达层 3 号门', 'T2 arrivals level, door 3'),
      t('T3 航站楼 交通中心 F1', 'T3 transport centre, F1'),
    ],
    firstBus: '00:00',
    lastBus: '24:00',
    intervalMinutes: '10–15',
    fare: 0,
    notes: t(
      '免费，24 小时运行；深夜每 30 分钟一班。',
      'Free, around the clock; every 30 minutes late at night.',
    ),
  },
  {
    code: 'SH-GZ',
    name: t('高增地铁站 ⇄ T3 接驳巴士', 'Gaozeng metro station ⇄ T3 shuttle bus'),
    stops: [
      t('地铁高增站 C 出口', 'Gaozeng metro station, exit C'),
      t('T3 航站楼 交通中心 F1', 'T3 transport centre, F1'),
    ],
    firstBus: '06:00',
    lastBus: '23:30',
    intervalMinutes: '5–10',
    fare: 2,
    notes: t(
      'T3 暂无地铁站：乘地铁 3 号线或 9 号线至高增站换乘，车程约 12 分钟。',
      'T3 has no metro station: take Line 3 or Line 9 to Gaozeng and change here; about 12 minutes.',
    ),
  },
];

export const RAIL_LINES = [
  {
    code: 'M3',
    kind: 'metro',
    name: t('地铁 3 号线（北延段）', 'Metro Line 3 (north extension)'),
    colour: '#e5a32b',
    stations: [
      [t('体育西路', 'Tiyu Xilu'), '', t('换乘 1 号线', 'Change for Line 1')],
      [t('燕塘', 'Yantang'), '', t('换乘 6 号线', 'Change for Line 6')],
      [t('京溪南方医院', 'Jingxi Nanfang Hospital'), '', t('', '')],
      [t('同和', 'Tonghe'), '', t('', '')],
      [t('白云大道北', 'Baiyun Avenue North'), '', t('', '')],
      [t('嘉禾望岗', 'Jiahewanggang'), '', t('换乘 2、14 号线', 'Change for Lines 2 and 14')],
      [t('龙归', 'Longgui'), '', t('', '')],
      [t('人和', 'Renhe'), '', t('', '')],
      [
        t('高增', 'Gaozeng'),
        'T3',
        t('换乘 9 号线；T3 接驳巴士', 'Change for Line 9; shuttle bus to T3'),
      ],
      [t('机场南', 'Airport South'), 'T1', t('', '')],
      [
        t('机场北', 'Airport North'),
        'T2',
        t('位于 T2 值机大厅正下方', 'Directly under the T2 check-in hall'),
      ],
    ],
    firstTrain: '06:00',
    lastTrain: '23:00',
    fare: t('2–7 元，按里程计价', '¥2–7 by distance'),
    notes: t('高峰期约 4 分钟一班。', 'About every 4 minutes at peak times.'),
  },
  {
    code: 'M9',
    kind: 'metro',
    name: t('地铁 9 号线', 'Metro Line 9'),
    colour: '#7ab648',
    stations: [
      [
        t('高增', 'Gaozeng'),
        'T3',
        t('换乘 3 号线；T3 接驳巴士', 'Change for Line 3; shuttle bus to T3'),
      ],
      [t('清㘵', 'Qingtang'), '', t('', '')],
      [t('清布', 'Qingbu'), '', t('', '')],
      [t('莲塘', 'Liantang'), '', t('', '')],
      [t('花都广场', 'Huadu Square'), '', t('', '')],
      [t('马鞍山公园', "Ma'anshan Park"), '', t('', '')],
      [
        t('广州北站', 'Guangzhou North Railway Station'),
        '',
        t('换乘国铁、城际', 'Change for national and intercity rail'),
      ],
      [t('飞鹅岭', 'Feieling'), '', t('', '')],
    ],
    firstTrain: '06:00',
    lastTrain: '23:00',
    fare: t('2–6 元，按里程计价', '¥2–6 by distance'),
    notes: t('', ''),
  },
  {
    code: 'ICR-QY',
    kind: 'intercity',
    name: t('广清城际 / 广州东环城际', 'Guangzhou–Qingyuan intercity / East Ring'),
    colour: '#1f6fb2',
    stations: [
      [t('清城', 'Qingcheng'), '', t('', '')],
      [t('银盏', 'Yinzhan'), '', t('', '')],
      [t('狮岭', 'Shiling'), '', t('', '')],
      [t('花都', 'Huadu'), '', t('换乘地铁 9 号线', 'Change for metro Line 9')],
      [
        t('白云机场北', 'Baiyun Airport North'),
        'T2',
        t('T2 交通中心 B1', 'T2 transport centre, B1'),
      ],
      [t('竹料', 'Zhuliao'), '', t('', '')],
      [t('番禺', 'Panyu'), '', t('', '')],
    ],
    firstTrain: '06:30',
    lastTrain: '22:30',
    fare: t('白云机场北至清城 29 元', '¥29 from Baiyun Airport North to Qingcheng'),
    notes: t(
      '约 20–30 分钟一班，可刷岭南通或扫码乘车。',
      'Every 20–30 minutes; pay with a Lingnan Pass or a QR code.',
    ),
  },
  {
    code: 'ICR-XB',
    kind: 'intercity',
    name: t('新白广城际', 'New Baiyun–Guangzhou intercity'),
    colour: '#8a4fa3',
    stations: [
      [
        t('广州北', 'Guangzhou North'),
        '',
        t('换乘国铁、地铁 9 号线', 'Change for national rail and metro Line 9'),
      ],
      [
        t('白云机场东', 'Baiyun Airport East'),
        'T3',
        t(
          'T3 交通中心 B2，约 7 分钟到广州北',
          'T3 transport centre, B2; about 7 minutes to Guangzhou North',
        ),
      ],
      [t('竹料', 'Zhuliao'), '', t('', '')],
      [t('太和', 'Taihe'), '', t('', '')],
      [t('新塘', 'Xintang'), '', t('约 20 分钟', 'About 20 minutes')],
    ],
    firstTrain: '06:20',
    lastTrain: '22:40',
    fare: t('5–22 元', '¥5–22'),
    notes: t('', ''),
  },
] as const;

const garageRates = [
  [t('15 分钟内', 'First 15 minutes'), t('免费', 'Free')],
  [t('每小时', 'Per hour'), t('10 元', '¥10')],
  [t('24 小时封顶', 'Cap per 24 hours'), t('100 元', '¥100')],
] as const;
const longStayRates = [
  [t('15 分钟内', 'First 15 minutes'), t('免费', 'Free')],
  [t('每小时', 'Per hour'), t('5 元', '¥5')],
  [t('每天封顶', 'Cap per day'), t('60 元', '¥60')],
] as const;

export const CAR_PARKS = [
  {
    code: 'P2',
    terminal: 'T1',
    name: t('P2 停车楼（T1）', 'Car park P2 (T1)'),
    kind: t('立体停车楼', 'Multi-storey'),
    capacity: 2100,
    evChargers: 80,
    hours: t('24 小时（T1 装修期间部分开放）', '24 hours (partly open during T1 renovation)'),
    location: t('T1 航站楼正前方，B1 连通', 'In front of T1, linked at B1'),
    rates: garageRates,
  },
  {
    code: 'P3',
    terminal: 'T1',
    name: t('P3 地面停车场（T1）', 'Car park P3 (T1)'),
    kind: t('地面停车场', 'Open air'),
    capacity: 1400,
    evChargers: 0,
    hours: t('24 小时', '24 hours'),
    location: t('T1 航站楼东侧', 'East of T1'),
    rates: longStayRates,
  },
  {
    code: 'P4',
    terminal: 'T2',
    name: t('P4 停车楼（T2 东）', 'Car park P4 (T2 east)'),
    kind: t('立体停车楼', 'Multi-storey'),
    capacity: 3600,
    evChargers: 220,
    hours: t('24 小时', '24 hours'),
    location: t(
      'T2 交通中心东侧，经 B1 连廊进入航站楼',
      'East of the T2 transport centre, linked by the B1 walkway',
    ),
    rates: garageRates,
  },
  {
    code: 'P5',
    terminal: 'T2',
    name: t('P5 停车楼（T2 西）', 'Car park P5 (T2 west)'),
    kind: t('立体停车楼', 'Multi-storey'),
    capacity: 3200,
    evChargers: 160,
    hours: t('24 小时', '24 hours'),
    location: t('T2 交通中心西侧', 'West of the T2 transport centre'),
    rates: garageRates,
  },
  {
    code: 'P7',
    terminal: 'T2',
    name: t('P7 长时停车场（T2）', 'Long-stay car park P7 (T2)'),
    kind: t('地面停车场（长时）', 'Open air, long stay'),
    capacity: 1800,
    evChargers: 40,
    hours: t('24 小时，免费摆渡车往返 T2', '24 hours, free shuttle to T2'),
    location: t('机场北进场路旁', 'Beside the north access road'),
    rates: longStayRates,
  },
  {
    code: 'P11',
    terminal: 'T3',
    name: t('P11 停车楼（T3）', 'Car park P11 (T3)'),
    kind: t('立体停车楼', 'Multi-storey'),
    capacity: 4200,
    evChargers: 300,
    hours: t('24 小时', '24 hours'),
    location: t('T3 交通中心东侧', 'East of the T3 transport centre'),
    rates: garageRates,
  },
  {
    code: 'P12',
    terminal: 'T3',
    name: t('P12 停车楼（T3，网约车上客点）', 'Car park P12 (T3, ride-hailing pick-up)'),
    kind: t('立体停车楼', 'Multi-storey'),
    capacity: 3800,
    evChargers: 260,
    hours: t('24 小时', '24 hours'),
    location: t(
      'T3 交通中心西侧，网约车在 F1 上客',
      'West of the T3 transport centre; ride-hailing pick-up on F1',
    ),
    rates: garageRates,
  },
] as const;

export const TAXI = [
  {
    terminal: 'T2',
    text: t(
      '到达层 1 层 5–8 号门外出租车上客区；网约车在 P4 停车楼 B1。到市中心约 60–100 元。',
      'Taxi rank outside doors 5–8 on the arrivals level; ride-hailing at car park P4, B1. About ¥60–100 to the city centre.',
    ),
  },
  {
    terminal: 'T3',
    text: t(
      '出租车在 72 号门上客；网约车在 P12 停车楼上客。到市中心约 60–100 元。',
      'Taxis at door 72; ride-hailing pick-up at car park P12. About ¥60–100 to the city centre.',
    ),
  },
];
