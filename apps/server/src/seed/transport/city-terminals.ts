import { t } from './texts';

/** City air terminals where the airport coaches start and end (facts: check). */
export const CITY_TERMINALS = [
  {
    id: 1,
    name: t('流花城市候机楼', 'Liuhua City Air Terminal'),
    district: t('广州市越秀区', 'Yuexiu District, Guangzhou'),
    address: t(
      '广州市越秀区环市西路 194 号（广州火车站东侧）',
      '194 Huanshi West Road, Yuexiu (east of Guangzhou Railway Station)',
    ),
    description: t(
      '位于广州火车站旁，空港快线 1 号线始发站。设有航空售票、大巴售票和候车大厅，部分航空公司提供市区值机及行李托运。',
      'Beside Guangzhou Railway Station, where Airport Express Line 1 starts. Airline and coach tickets, a waiting hall, and city check-in with bag drop for some airlines.',
    ),
    services: [
      t('市区值机（南航、厦航）', 'City check-in (China Southern, Xiamen Airlines)'),
      t('行李托运', 'Bag drop'),
      t('大巴售票', 'Coach tickets'),
      t('航空售票', 'Air tickets'),
      t('候车大厅与免费 Wi-Fi', 'Waiting hall with free Wi-Fi'),
    ],
    hours: '05:30-23:00',
    phone: '020-86682007',
  },
  {
    id: 2,
    name: t('天河城市候机楼', 'Tianhe City Air Terminal'),
    district: t('广州市天河区', 'Tianhe District, Guangzhou'),
    address: t(
      '广州市天河区林和中路 8 号（广州东站旁）',
      '8 Linhe Middle Road, Tianhe (beside Guangzhou East Railway Station)',
    ),
    description: t(
      '毗邻广州东站和地铁 1、3 号线，空港快线 2 号线始发站，提供值机和行李托运。',
      'Next to Guangzhou East Railway Station and metro Lines 1 and 3; start of Airport Express Line 2, with check-in and bag drop.',
    ),
    services: [
      t('市区值机（南航）', 'City check-in (China Southern)'),
      t('行李托运', 'Bag drop'),
      t('大巴售票', 'Coach tickets'),
      t('行李寄存', 'Left luggage'),
    ],
    hours: '06:00-22:30',
    phone: '020-38105180',
  },
  {
    id: 3,
    name: t('珠江新城城市候机楼', 'Zhujiang New Town City Air Terminal'),
    district: t('广州市天河区', 'Tianhe District, Guangzhou'),
    address: t(
      '广州市天河区珠江东路 6 号（广州塔对岸）',
      '6 Zhujiang East Road, Tianhe (across the river from Canton Tower)',
    ),
    description: t(
      '位于中央商务区，空港快线 3 号线始发站，设商务候车区。',
      'In the central business district; start of Airport Express Line 3, with a business waiting area.',
    ),
    services: [
      t('大巴售票', 'Coach tickets'),
      t('商务候车区', 'Business waiting area'),
      t('航班信息查询', 'Flight information'),
    ],
    hours: '06:00-22:00',
    phone: '020-83968000',
  },
  {
    id: 4,
    name: t('番禺城市候机楼', 'Panyu City Air Terminal'),
    district: t('广州市番禺区', 'Panyu District, Guangzhou'),
    address: t('广州市番禺区汉溪大道东万博中心', 'Wanbo Centre, Hanxi Avenue East, Panyu'),
    description: t(
      '服务番禺及广州南站片区，空港快线 4 号线始发站。',
      'Serves Panyu and the Guangzhou South Railway Station area; start of Airport Express Line 4.',
    ),
    services: [
      t('大巴售票', 'Coach tickets'),
      t('行李寄存', 'Left luggage'),
      t('航空售票', 'Air tickets'),
    ],
    hours: '05:40-21:30',
    phone: '020-34826888',
  },
  {
    id: 5,
    name: t('佛山南海城市候机楼', 'Foshan Nanhai City Air Terminal'),
    district: t('佛山市南海区', 'Nanhai District, Foshan'),
    address: t('佛山市南海区桂城南海大道北 68 号', '68 Nanhai Avenue North, Guicheng, Nanhai'),
    description: t(
      '佛山方向城际快线停靠站，提供市区值机和大巴联程服务。',
      'Stop of the Foshan intercity coaches, with city check-in and coach connections.',
    ),
    services: [
      t('市区值机（南航）', 'City check-in (China Southern)'),
      t('行李托运', 'Bag drop'),
      t('大巴售票', 'Coach tickets'),
    ],
    hours: '05:30-21:00',
    phone: '0757-86288090',
  },
  {
    id: 6,
    name: t('东莞南城城市候机楼', 'Dongguan Nancheng City Air Terminal'),
    district: t('东莞市南城街道', 'Nancheng, Dongguan'),
    address: t('东莞市南城区鸿福路 106 号', '106 Hongfu Road, Nancheng, Dongguan'),
    description: t(
      '东莞方向城际快线终点，全程约 75 分钟，票价 52 元。',
      'End of the Dongguan intercity coach: about 75 minutes, ¥52.',
    ),
    services: [
      t('大巴售票', 'Coach tickets'),
      t('候车大厅', 'Waiting hall'),
      t('航空售票', 'Air tickets'),
    ],
    hours: '05:00-21:30',
    phone: '0769-22838833',
  },
] as const;
