import { t } from './texts';

/** No transfer or note: empty in every language. */
const none = t('', '', '', '');

/**
 * Shuttles, metro and intercity rail, car parks and taxi ranks (CONTENT.md "Ground transport";
 * timings marked check there are plausible values, kept as data).
 */
export const SHUTTLES = [
  {
    code: 'SH-T',
    name: t(
      '航站楼摆渡车 T1 ⇄ T2 ⇄ T3',
      'Terminal shuttle T1 ⇄ T2 ⇄ T3',
      'Navette entre terminaux T1 ⇄ T2 ⇄ T3',
      '터미널 간 셔틀버스 T1 ⇄ T2 ⇄ T3',
    ),
    stops: [
      t(
        'T1 航站楼 到达层 8 号门（装修期间停靠）',
        'T1 arrivals level, door 8 (stop kept during renovation)',
        'T1, niveau des arrivées, porte 8 (arrêt maintenu pendant les travaux)',
        'T1 도착층 8번 출구(리모델링 기간에도 정차)',
      ),
      t(
        'T2 航站楼 到达层 3 号门',
        'T2 arrivals level, door 3',
        'T2, niveau des arrivées, porte 3',
        'T2 도착층 3번 출구',
      ),
      t(
        'T3 航站楼 交通中心 F1',
        'T3 transport centre, F1',
        'T3, pôle transports, F1',
        'T3 교통센터 F1',
      ),
    ],
    firstBus: '00:00',
    lastBus: '24:00',
    intervalMinutes: '10–15',
    fare: 0,
    notes: t(
      '免费，24 小时运行；深夜每 30 分钟一班。',
      'Free, around the clock; every 30 minutes late at night.',
      'Gratuite, 24 h/24 ; départ toutes les 30 min la nuit.',
      '무료, 24시간 운행. 심야에는 30분 간격입니다.',
    ),
  },
  {
    code: 'SH-GZ',
    name: t(
      '高增地铁站 ⇄ T3 接驳巴士',
      'Gaozeng metro station ⇄ T3 shuttle bus',
      'Navette métro Gaozeng ⇄ T3',
      '가오쩡역 ⇄ T3 셔틀버스',
    ),
    stops: [
      t(
        '地铁高增站 C 出口',
        'Gaozeng metro station, exit C',
        'Station de métro Gaozeng, sortie C',
        '지하철 가오쩡역 C출구',
      ),
      t(
        'T3 航站楼 交通中心 F1',
        'T3 transport centre, F1',
        'T3, pôle transports, F1',
        'T3 교통센터 F1',
      ),
    ],
    firstBus: '06:00',
    lastBus: '23:30',
    intervalMinutes: '5–10',
    fare: 2,
    notes: t(
      'T3 暂无地铁站：乘地铁 3 号线或 9 号线至高增站换乘，车程约 12 分钟。',
      'T3 has no metro station: take Line 3 or Line 9 to Gaozeng and change here; about 12 minutes.',
      'Le T3 n’a pas encore de station de métro : prenez la ligne 3 ou 9 jusqu’à Gaozeng, puis cette navette ; trajet d’environ 12 minutes.',
      'T3에는 아직 지하철역이 없습니다. 지하철 3호선 또는 9호선을 타고 가오쩡역에서 셔틀버스로 갈아타세요. 약 12분 소요됩니다.',
    ),
  },
];

export const RAIL_LINES = [
  {
    code: 'M3',
    kind: 'metro',
    name: t(
      '地铁 3 号线（北延段）',
      'Metro Line 3 (north extension)',
      'Métro ligne 3 (prolongement nord)',
      '지하철 3호선(북부 연장선)',
    ),
    colour: '#e5a32b',
    stations: [
      [
        t('体育西路', 'Tiyu Xilu', 'Tiyu Xilu', '티위시루'),
        '',
        t('换乘 1 号线', 'Change for Line 1', 'Correspondance ligne 1', '1호선 환승'),
      ],
      [
        t('燕塘', 'Yantang', 'Yantang', '옌탕'),
        '',
        t('换乘 6 号线', 'Change for Line 6', 'Correspondance ligne 6', '6호선 환승'),
      ],
      [
        t('京溪南方医院', 'Jingxi Nanfang Hospital', 'Jingxi Nanfang Hospital', '징시난팡병원'),
        '',
        none,
      ],
      [t('同和', 'Tonghe', 'Tonghe', '퉁허'), '', none],
      [t('白云大道北', 'Baiyun Avenue North', 'Baiyun Avenue North', '바이윈대로북'), '', none],
      [
        t('嘉禾望岗', 'Jiahewanggang', 'Jiahewanggang', '자허왕강'),
        '',
        t(
          '换乘 2、14 号线',
          'Change for Lines 2 and 14',
          'Correspondance lignes 2 et 14',
          '2·14호선 환승',
        ),
      ],
      [t('龙归', 'Longgui', 'Longgui', '룽구이'), '', none],
      [t('人和', 'Renhe', 'Renhe', '런허'), '', none],
      [
        t('高增', 'Gaozeng', 'Gaozeng', '가오쩡'),
        'T3',
        t(
          '换乘 9 号线；T3 接驳巴士',
          'Change for Line 9; shuttle bus to T3',
          'Correspondance ligne 9 ; navette vers le T3',
          '9호선 환승, T3행 셔틀버스',
        ),
      ],
      [t('机场南', 'Airport South', 'Airport South', '공항남'), 'T1', none],
      [
        t('机场北', 'Airport North', 'Airport North', '공항북'),
        'T2',
        t(
          '位于 T2 值机大厅正下方',
          'Directly under the T2 check-in hall',
          'Juste sous le hall d’enregistrement du T2',
          'T2 체크인 홀 바로 아래',
        ),
      ],
    ],
    firstTrain: '06:00',
    lastTrain: '23:00',
    fare: t(
      '2–7 元，按里程计价',
      '¥2–7 by distance',
      '2 à 7 yuans selon la distance',
      '거리에 따라 2~7위안',
    ),
    notes: t(
      '高峰期约 4 分钟一班。',
      'About every 4 minutes at peak times.',
      'Environ toutes les 4 min aux heures de pointe.',
      '혼잡 시간대에는 약 4분 간격입니다.',
    ),
  },
  {
    code: 'M9',
    kind: 'metro',
    name: t('地铁 9 号线', 'Metro Line 9', 'Métro ligne 9', '지하철 9호선'),
    colour: '#7ab648',
    stations: [
      [
        t('高增', 'Gaozeng', 'Gaozeng', '가오쩡'),
        'T3',
        t(
          '换乘 3 号线；T3 接驳巴士',
          'Change for Line 3; shuttle bus to T3',
          'Correspondance ligne 3 ; navette vers le T3',
          '3호선 환승, T3행 셔틀버스',
        ),
      ],
      [t('清㘵', 'Qingtang', 'Qingtang', '칭탕'), '', none],
      [t('清布', 'Qingbu', 'Qingbu', '칭부'), '', none],
      [t('莲塘', 'Liantang', 'Liantang', '롄탕'), '', none],
      [t('花都广场', 'Huadu Square', 'Huadu Square', '화두광장'), '', none],
      [t('马鞍山公园', "Ma'anshan Park", 'Ma’anshan Park', '마안산공원'), '', none],
      [
        t('广州北站', 'Guangzhou North Railway Station', 'Gare de Guangzhou-Nord', '광저우북역'),
        '',
        t(
          '换乘国铁、城际',
          'Change for national and intercity rail',
          'Correspondance trains grandes lignes et intercités',
          '국철·도시 간 철도 환승',
        ),
      ],
      [t('飞鹅岭', 'Feieling', 'Feieling', '페이어링'), '', none],
    ],
    firstTrain: '06:00',
    lastTrain: '23:00',
    fare: t(
      '2–6 元，按里程计价',
      '¥2–6 by distance',
      '2 à 6 yuans selon la distance',
      '거리에 따라 2~6위안',
    ),
    notes: none,
  },
  {
    code: 'ICR-QY',
    kind: 'intercity',
    name: t(
      '广清城际 / 广州东环城际',
      'Guangzhou–Qingyuan intercity / East Ring',
      'Intercités Guangzhou–Qingyuan / ceinture Est',
      '광저우–칭위안 도시 간 철도 / 광저우 동부 순환선',
    ),
    colour: '#1f6fb2',
    stations: [
      [t('清城', 'Qingcheng', 'Qingcheng', '칭청'), '', none],
      [t('银盏', 'Yinzhan', 'Yinzhan', '인잔'), '', none],
      [t('狮岭', 'Shiling', 'Shiling', '스링'), '', none],
      [
        t('花都', 'Huadu', 'Huadu', '화두'),
        '',
        t(
          '换乘地铁 9 号线',
          'Change for metro Line 9',
          'Correspondance métro ligne 9',
          '지하철 9호선 환승',
        ),
      ],
      [
        t('白云机场北', 'Baiyun Airport North', 'Baiyun Airport North', '바이윈공항북'),
        'T2',
        t('T2 交通中心 B1', 'T2 transport centre, B1', 'T2, pôle transports, B1', 'T2 교통센터 B1'),
      ],
      [t('竹料', 'Zhuliao', 'Zhuliao', '주랴오'), '', none],
      [t('番禺', 'Panyu', 'Panyu', '판위'), '', none],
    ],
    firstTrain: '06:30',
    lastTrain: '22:30',
    fare: t(
      '白云机场北至清城 29 元',
      '¥29 from Baiyun Airport North to Qingcheng',
      '29 yuans de Baiyun Airport North à Qingcheng',
      '바이윈공항북–칭청 29위안',
    ),
    notes: t(
      '约 20–30 分钟一班，可刷岭南通或扫码乘车。',
      'Every 20–30 minutes; pay with a Lingnan Pass or a QR code.',
      'Départ toutes les 20 à 30 min ; paiement par carte Lingnan Pass ou QR code.',
      '20~30분 간격. 링난퉁 카드나 QR코드로 탑승할 수 있습니다.',
    ),
  },
  {
    code: 'ICR-XB',
    kind: 'intercity',
    name: t(
      '新白广城际',
      'New Baiyun–Guangzhou intercity',
      'Intercités Nouveau Baiyun–Guangzhou',
      '신바이윈–광저우 도시 간 철도',
    ),
    colour: '#8a4fa3',
    stations: [
      [
        t('广州北', 'Guangzhou North', 'Guangzhou-Nord', '광저우북'),
        '',
        t(
          '换乘国铁、地铁 9 号线',
          'Change for national rail and metro Line 9',
          'Correspondance trains grandes lignes et métro ligne 9',
          '국철·지하철 9호선 환승',
        ),
      ],
      [
        t('白云机场东', 'Baiyun Airport East', 'Baiyun Airport East', '바이윈공항동'),
        'T3',
        t(
          'T3 交通中心 B2，约 7 分钟到广州北',
          'T3 transport centre, B2; about 7 minutes to Guangzhou North',
          'T3, pôle transports, B2 ; environ 7 min jusqu’à Guangzhou-Nord',
          'T3 교통센터 B2, 광저우북까지 약 7분',
        ),
      ],
      [t('竹料', 'Zhuliao', 'Zhuliao', '주랴오'), '', none],
      [t('太和', 'Taihe', 'Taihe', '타이허'), '', none],
      [
        t('新塘', 'Xintang', 'Xintang', '신탕'),
        '',
        t('约 20 分钟', 'About 20 minutes', 'Environ 20 min', '약 20분'),
      ],
    ],
    firstTrain: '06:20',
    lastTrain: '22:40',
    fare: t('5–22 元', '¥5–22', '5 à 22 yuans', '5~22위안'),
    notes: none,
  },
] as const;

const garageRates = [
  [
    t('15 分钟内', 'First 15 minutes', '15 premières minutes', '최초 15분'),
    t('免费', 'Free', 'Gratuit', '무료'),
  ],
  [t('每小时', 'Per hour', 'Par heure', '1시간당'), t('10 元', '¥10', '10 yuans', '10위안')],
  [
    t('24 小时封顶', 'Cap per 24 hours', 'Plafond par 24 h', '24시간 최대'),
    t('100 元', '¥100', '100 yuans', '100위안'),
  ],
] as const;
const longStayRates = [
  [
    t('15 分钟内', 'First 15 minutes', '15 premières minutes', '최초 15분'),
    t('免费', 'Free', 'Gratuit', '무료'),
  ],
  [t('每小时', 'Per hour', 'Par heure', '1시간당'), t('5 元', '¥5', '5 yuans', '5위안')],
  [
    t('每天封顶', 'Cap per day', 'Plafond par jour', '1일 최대'),
    t('60 元', '¥60', '60 yuans', '60위안'),
  ],
] as const;

const multiStorey = t('立体停车楼', 'Multi-storey', 'Parking à étages', '주차 빌딩');
const allDay = t('24 小时', '24 hours', '24 h/24', '24시간');

export const CAR_PARKS = [
  {
    code: 'P2',
    terminal: 'T1',
    name: t('P2 停车楼（T1）', 'Car park P2 (T1)', 'Parking P2 (T1)', 'P2 주차장(T1)'),
    kind: multiStorey,
    capacity: 2100,
    evChargers: 80,
    hours: t(
      '24 小时（T1 装修期间部分开放）',
      '24 hours (partly open during T1 renovation)',
      '24 h/24 (ouvert en partie pendant les travaux du T1)',
      '24시간(T1 리모델링 기간에는 일부만 운영)',
    ),
    location: t(
      'T1 航站楼正前方，B1 连通',
      'In front of T1, linked at B1',
      'Devant le T1, relié au niveau B1',
      'T1 정면, B1에서 연결',
    ),
    rates: garageRates,
  },
  {
    code: 'P3',
    terminal: 'T1',
    name: t('P3 地面停车场（T1）', 'Car park P3 (T1)', 'Parking P3 (T1)', 'P3 주차장(T1)'),
    kind: t('地面停车场', 'Open air', 'Parking en plein air', '지상 주차장'),
    capacity: 1400,
    evChargers: 0,
    hours: allDay,
    location: t('T1 航站楼东侧', 'East of T1', 'À l’est du T1', 'T1 동쪽'),
    rates: longStayRates,
  },
  {
    code: 'P4',
    terminal: 'T2',
    name: t(
      'P4 停车楼（T2 东）',
      'Car park P4 (T2 east)',
      'Parking P4 (T2 est)',
      'P4 주차장(T2 동쪽)',
    ),
    kind: multiStorey,
    capacity: 3600,
    evChargers: 220,
    hours: allDay,
    location: t(
      'T2 交通中心东侧，经 B1 连廊进入航站楼',
      'East of the T2 transport centre, linked by the B1 walkway',
      'À l’est du pôle transports du T2, relié au terminal par le couloir du B1',
      'T2 교통센터 동쪽, B1 연결 통로로 터미널과 연결',
    ),
    rates: garageRates,
  },
  {
    code: 'P5',
    terminal: 'T2',
    name: t(
      'P5 停车楼（T2 西）',
      'Car park P5 (T2 west)',
      'Parking P5 (T2 ouest)',
      'P5 주차장(T2 서쪽)',
    ),
    kind: multiStorey,
    capacity: 3200,
    evChargers: 160,
    hours: allDay,
    location: t(
      'T2 交通中心西侧',
      'West of the T2 transport centre',
      'À l’ouest du pôle transports du T2',
      'T2 교통센터 서쪽',
    ),
    rates: garageRates,
  },
  {
    code: 'P7',
    terminal: 'T2',
    name: t(
      'P7 长时停车场（T2）',
      'Long-stay car park P7 (T2)',
      'Parking longue durée P7 (T2)',
      'P7 장기 주차장(T2)',
    ),
    kind: t(
      '地面停车场（长时）',
      'Open air, long stay',
      'En plein air, longue durée',
      '지상 주차장(장기)',
    ),
    capacity: 1800,
    evChargers: 40,
    hours: t(
      '24 小时，免费摆渡车往返 T2',
      '24 hours, free shuttle to T2',
      '24 h/24, navette gratuite vers le T2',
      '24시간, T2까지 무료 셔틀버스 운행',
    ),
    location: t(
      '机场北进场路旁',
      'Beside the north access road',
      'Le long de la route d’accès nord',
      '공항 북쪽 진입로 옆',
    ),
    rates: longStayRates,
  },
  {
    code: 'P11',
    terminal: 'T3',
    name: t('P11 停车楼（T3）', 'Car park P11 (T3)', 'Parking P11 (T3)', 'P11 주차장(T3)'),
    kind: multiStorey,
    capacity: 4200,
    evChargers: 300,
    hours: allDay,
    location: t(
      'T3 交通中心东侧',
      'East of the T3 transport centre',
      'À l’est du pôle transports du T3',
      'T3 교통센터 동쪽',
    ),
    rates: garageRates,
  },
  {
    code: 'P12',
    terminal: 'T3',
    name: t(
      'P12 停车楼（T3，网约车上客点）',
      'Car park P12 (T3, ride-hailing pick-up)',
      'Parking P12 (T3, prise en charge VTC)',
      'P12 주차장(T3, 호출 차량 승차장)',
    ),
    kind: multiStorey,
    capacity: 3800,
    evChargers: 260,
    hours: allDay,
    location: t(
      'T3 交通中心西侧，网约车在 F1 上客',
      'West of the T3 transport centre; ride-hailing pick-up on F1',
      'À l’ouest du pôle transports du T3 ; prise en charge VTC au niveau F1',
      'T3 교통센터 서쪽, 호출 차량은 F1에서 승차',
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
      'Station de taxis devant les portes 5 à 8 du niveau des arrivées ; VTC au parking P4, niveau B1. Environ 60 à 100 yuans jusqu’au centre-ville.',
      '택시 승차장은 도착층(1층) 5~8번 출구 밖, 호출 차량 승차장은 P4 주차장 B1에 있습니다. 시내까지 약 60~100위안입니다.',
    ),
  },
  {
    terminal: 'T3',
    text: t(
      '出租车在 72 号门上客；网约车在 P12 停车楼上客。到市中心约 60–100 元。',
      'Taxis at door 72; ride-hailing pick-up at car park P12. About ¥60–100 to the city centre.',
      'Taxis à la porte 72 ; VTC au parking P12. Environ 60 à 100 yuans jusqu’au centre-ville.',
      '택시는 72번 출입구, 호출 차량은 P12 주차장에서 승차합니다. 시내까지 약 60~100위안입니다.',
    ),
  },
];
