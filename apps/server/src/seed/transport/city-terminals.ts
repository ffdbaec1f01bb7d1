import { t } from './texts';

/** Services several city terminals offer. */
const BAG_DROP = t('行李托运', 'Bag drop', 'Dépose des bagages', '수하물 위탁');
const COACH_TICKETS = t('大巴售票', 'Coach tickets', 'Billets de car', '버스 승차권 판매');
const AIR_TICKETS = t('航空售票', 'Air tickets', 'Billets d’avion', '항공권 판매');
const LEFT_LUGGAGE = t('行李寄存', 'Left luggage', 'Consigne à bagages', '수하물 보관');

/** City air terminals where the airport coaches start and end (facts: check). */
export const CITY_TERMINALS = [
  {
    id: 1,
    name: t(
      '流花城市候机楼',
      'Liuhua City Air Terminal',
      'Aérogare urbaine de Liuhua',
      '류화 도심공항터미널',
    ),
    district: t(
      '广州市越秀区',
      'Yuexiu District, Guangzhou',
      'District de Yuexiu, Guangzhou',
      '광저우시 웨슈구',
    ),
    address: t(
      '广州市越秀区环市西路 194 号（广州火车站东侧）',
      '194 Huanshi West Road, Yuexiu (east of Guangzhou Railway Station)',
      '194, Huanshi Xilu, Yuexiu (à l’est de la gare de Guangzhou)',
      '광저우시 웨슈구 환스시루 194호(광저우역 동쪽)',
    ),
    description: t(
      '位于广州火车站旁，空港快线 1 号线始发站。设有航空售票、大巴售票和候车大厅，部分航空公司提供市区值机及行李托运。',
      'Beside Guangzhou Railway Station, where Airport Express Line 1 starts. Airline and coach tickets, a waiting hall, and city check-in with bag drop for some airlines.',
      'À côté de la gare de Guangzhou, point de départ de la ligne 1 du car express de l’aéroport. Billets d’avion et de car, salle d’attente, et enregistrement en ville avec dépose des bagages pour certaines compagnies.',
      '광저우역 옆에 있는 공항버스 1번 노선의 출발지입니다. 항공권·버스 승차권 판매와 대합실이 있으며, 일부 항공사는 도심 체크인과 수하물 위탁을 제공합니다.',
    ),
    services: [
      t(
        '市区值机（南航、厦航）',
        'City check-in (China Southern, Xiamen Airlines)',
        'Enregistrement en ville (China Southern, Xiamen Airlines)',
        '도심 체크인(중국남방항공, 샤먼항공)',
      ),
      BAG_DROP,
      COACH_TICKETS,
      AIR_TICKETS,
      t(
        '候车大厅与免费 Wi-Fi',
        'Waiting hall with free Wi-Fi',
        'Salle d’attente avec Wi-Fi gratuit',
        '대합실 및 무료 Wi-Fi',
      ),
    ],
    hours: '05:30-23:00',
    phone: '020-86682007',
  },
  {
    id: 2,
    name: t(
      '天河城市候机楼',
      'Tianhe City Air Terminal',
      'Aérogare urbaine de Tianhe',
      '톈허 도심공항터미널',
    ),
    district: t(
      '广州市天河区',
      'Tianhe District, Guangzhou',
      'District de Tianhe, Guangzhou',
      '광저우시 톈허구',
    ),
    address: t(
      '广州市天河区林和中路 8 号（广州东站旁）',
      '8 Linhe Middle Road, Tianhe (beside Guangzhou East Railway Station)',
      '8, Linhe Zhonglu, Tianhe (à côté de la gare de Guangzhou-Est)',
      '광저우시 톈허구 린허중루 8호(광저우동역 옆)',
    ),
    description: t(
      '毗邻广州东站和地铁 1、3 号线，空港快线 2 号线始发站，提供值机和行李托运。',
      'Next to Guangzhou East Railway Station and metro Lines 1 and 3; start of Airport Express Line 2, with check-in and bag drop.',
      'À côté de la gare de Guangzhou-Est et des lignes 1 et 3 du métro ; point de départ de la ligne 2 du car express de l’aéroport, avec enregistrement et dépose des bagages.',
      '광저우동역, 지하철 1·3호선과 가까운 공항버스 2번 노선의 출발지입니다. 체크인과 수하물 위탁을 제공합니다.',
    ),
    services: [
      t(
        '市区值机（南航）',
        'City check-in (China Southern)',
        'Enregistrement en ville (China Southern)',
        '도심 체크인(중국남방항공)',
      ),
      BAG_DROP,
      COACH_TICKETS,
      LEFT_LUGGAGE,
    ],
    hours: '06:00-22:30',
    phone: '020-38105180',
  },
  {
    id: 3,
    name: t(
      '珠江新城城市候机楼',
      'Zhujiang New Town City Air Terminal',
      'Aérogare urbaine de Zhujiang New Town',
      '주장신청 도심공항터미널',
    ),
    district: t(
      '广州市天河区',
      'Tianhe District, Guangzhou',
      'District de Tianhe, Guangzhou',
      '광저우시 톈허구',
    ),
    address: t(
      '广州市天河区珠江东路 6 号（广州塔对岸）',
      '6 Zhujiang East Road, Tianhe (across the river from Canton Tower)',
      '6, Zhujiang Donglu, Tianhe (face à la tour de Canton, sur l’autre rive)',
      '광저우시 톈허구 주장둥루 6호(광저우타워 강 건너편)',
    ),
    description: t(
      '位于中央商务区，空港快线 3 号线始发站，设商务候车区。',
      'In the central business district; start of Airport Express Line 3, with a business waiting area.',
      'Dans le quartier d’affaires ; point de départ de la ligne 3 du car express de l’aéroport, avec un espace d’attente affaires.',
      '중심 업무 지구에 있는 공항버스 3번 노선의 출발지로, 비즈니스 대기 공간이 있습니다.',
    ),
    services: [
      COACH_TICKETS,
      t('商务候车区', 'Business waiting area', 'Espace d’attente affaires', '비즈니스 대기 공간'),
      t('航班信息查询', 'Flight information', 'Informations sur les vols', '항공편 정보 안내'),
    ],
    hours: '06:00-22:00',
    phone: '020-83968000',
  },
  {
    id: 4,
    name: t(
      '番禺城市候机楼',
      'Panyu City Air Terminal',
      'Aérogare urbaine de Panyu',
      '판위 도심공항터미널',
    ),
    district: t(
      '广州市番禺区',
      'Panyu District, Guangzhou',
      'District de Panyu, Guangzhou',
      '광저우시 판위구',
    ),
    address: t(
      '广州市番禺区汉溪大道东万博中心',
      'Wanbo Centre, Hanxi Avenue East, Panyu',
      'Centre Wanbo, Hanxi Dadao Dong, Panyu',
      '광저우시 판위구 한시대로 동 완보센터',
    ),
    description: t(
      '服务番禺及广州南站片区，空港快线 4 号线始发站。',
      'Serves Panyu and the Guangzhou South Railway Station area; start of Airport Express Line 4.',
      'Dessert Panyu et le secteur de la gare de Guangzhou-Sud ; point de départ de la ligne 4 du car express de l’aéroport.',
      '판위와 광저우남역 일대를 잇는 공항버스 4번 노선의 출발지입니다.',
    ),
    services: [COACH_TICKETS, LEFT_LUGGAGE, AIR_TICKETS],
    hours: '05:40-21:30',
    phone: '020-34826888',
  },
  {
    id: 5,
    name: t(
      '佛山南海城市候机楼',
      'Foshan Nanhai City Air Terminal',
      'Aérogare urbaine de Foshan Nanhai',
      '포산 난하이 도심공항터미널',
    ),
    district: t(
      '佛山市南海区',
      'Nanhai District, Foshan',
      'District de Nanhai, Foshan',
      '포산시 난하이구',
    ),
    address: t(
      '佛山市南海区桂城南海大道北 68 号',
      '68 Nanhai Avenue North, Guicheng, Nanhai',
      '68, Nanhai Dadao Bei, Guicheng, Nanhai',
      '포산시 난하이구 구이청 난하이대로 북 68호',
    ),
    description: t(
      '佛山方向城际快线停靠站，提供市区值机和大巴联程服务。',
      'Stop of the Foshan intercity coaches, with city check-in and coach connections.',
      'Arrêt des cars interurbains de Foshan, avec enregistrement en ville et correspondances en car.',
      '포산행 시외버스 정류장입니다. 도심 체크인과 버스 연계 서비스를 제공합니다.',
    ),
    services: [
      t(
        '市区值机（南航）',
        'City check-in (China Southern)',
        'Enregistrement en ville (China Southern)',
        '도심 체크인(중국남방항공)',
      ),
      BAG_DROP,
      COACH_TICKETS,
    ],
    hours: '05:30-21:00',
    phone: '0757-86288090',
  },
  {
    id: 6,
    name: t(
      '东莞南城城市候机楼',
      'Dongguan Nancheng City Air Terminal',
      'Aérogare urbaine de Dongguan Nancheng',
      '둥관 난청 도심공항터미널',
    ),
    district: t(
      '东莞市南城街道',
      'Nancheng, Dongguan',
      'Quartier de Nancheng, Dongguan',
      '둥관시 난청',
    ),
    address: t(
      '东莞市南城区鸿福路 106 号',
      '106 Hongfu Road, Nancheng, Dongguan',
      '106, Hongfu Lu, Nancheng, Dongguan',
      '둥관시 난청구 훙푸루 106호',
    ),
    description: t(
      '东莞方向城际快线终点，全程约 75 分钟，票价 52 元。',
      'End of the Dongguan intercity coach: about 75 minutes, ¥52.',
      'Terminus du car interurbain de Dongguan : environ 75 minutes, 52 yuans.',
      '둥관행 시외버스의 종점입니다. 약 75분 소요, 요금 52위안.',
    ),
    services: [
      COACH_TICKETS,
      t('候车大厅', 'Waiting hall', 'Salle d’attente', '대합실'),
      AIR_TICKETS,
    ],
    hours: '05:00-21:30',
    phone: '0769-22838833',
  },
] as const;
