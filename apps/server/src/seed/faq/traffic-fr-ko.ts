/** French and Korean texts of the getting-to-the-airport questions, in the order of traffic.ts. */
export const TRAFFIC_FR_KO: [fr: [string, string], ko: [string, string]][] = [
  [
    [
      'Comment rejoindre le terminal 2 en métro ?',
      "<p>Prenez la ligne 3 du métro de Canton (prolongement nord) jusqu'à la station Airport North (terminal 2), située juste sous le hall d'enregistrement du T2 : montez par les ascenseurs jusqu'aux départs. La station Airport South dessert le terminal 1.</p><p>La ligne 3 correspond avec la ligne 9 à Gaozeng.</p>",
    ],
    [
      '지하철로 T2 터미널에 어떻게 가나요?',
      '<p>광저우 지하철 3호선(북부 연장선)을 타고 ‘공항북(2터미널)’역에서 내리세요. 역은 T2 체크인 홀 바로 아래에 있어 엘리베이터로 출발층까지 올라가면 됩니다. ‘공항남(1터미널)’역은 T1과 연결됩니다.</p><p>3호선은 가오쩡역에서 9호선으로 환승할 수 있습니다.</p>',
    ],
  ],
  [
    [
      'Y a-t-il une station de métro au terminal 3 ?',
      "<p>Le terminal 3 n'a pas encore de station de métro. Prenez la ligne 3 ou 9 jusqu'à Gaozeng, puis la navette de l'aéroport vers le T3, toutes les 5 à 10 minutes, pour 2 yuans.</p><p>Vous pouvez aussi prendre le train intercités jusqu'à Baiyun Airport East, dans le pôle de transport du T3, ou aller au T2 et prendre la navette entre terminaux.</p>",
    ],
    [
      'T3 터미널에 지하철역이 있나요?',
      '<p>T3에는 아직 지하철역이 없습니다. 지하철 3호선 또는 9호선을 타고 가오쩡역에서 내려 T3행 공항 셔틀버스로 갈아타세요. 5~10분 간격, 요금 2위안입니다.</p><p>도시 간 열차로 T3 교통센터의 ‘바이윈공항동’역까지 가거나, T2에서 터미널 간 셔틀을 이용할 수도 있습니다.</p>',
    ],
  ],
  [
    [
      "Peut-on rejoindre l'aéroport en train intercités ?",
      "<p>Oui.</p><ul><li>Baiyun Airport East, dans le pôle de transport du T3, est sur la ligne intercités New Baiyun–Canton : environ 7 minutes jusqu'à Guangzhou North et 20 minutes jusqu'à Xintang.</li><li>Baiyun Airport North, au T2, est sur les lignes intercités East Ring de Canton et Canton–Qingyuan, vers Huadu et Qingyuan.</li></ul><p>Les billets se vendent sur China Railway 12306 ; certaines lignes acceptent les cartes de transport et les QR codes.</p>",
    ],
    [
      '도시 간 열차로 공항에 갈 수 있나요?',
      '<p>네.</p><ul><li>T3 교통센터의 ‘바이윈공항동’역은 신바이윈–광저우 도시 간 철도역으로, 광저우북역까지 약 7분, 신탕까지 약 20분 걸립니다.</li><li>T2의 ‘바이윈공항북’역은 광저우 동부 순환선과 광저우–칭위안 노선이 지나며 화두, 칭위안 방면으로 갈 수 있습니다.</li></ul><p>승차권은 중국철도 12306에서 구매할 수 있고, 일부 노선은 교통카드와 승차 QR코드를 사용할 수 있습니다.</p>',
    ],
  ],
  [
    [
      'Où prendre un taxi, et combien coûte le trajet vers le centre-ville ?',
      "<p>Suivez les panneaux « Taxi » au niveau des arrivées jusqu'à la station officielle : au terminal 3 devant la porte 72, au terminal 2 dans la zone taxis du niveau des arrivées. Comptez environ 60 à 100 yuans au compteur jusqu'au centre de Canton ; ne suivez pas les rabatteurs.</p>",
    ],
    [
      '택시는 어디에서 타나요? 시내까지 요금은 얼마인가요?',
      '<p>도착층에서 ‘택시’ 표지판을 따라 공식 승차장으로 가세요. T3는 72번 출입구 밖, T2는 도착층 택시 승차 구역입니다. 광저우 시내까지 미터 요금으로 약 60~100위안이며, 호객 차량은 이용하지 마세요.</p>',
    ],
  ],
  [
    [
      'Où se trouvent les points de prise en charge des VTC ?',
      '<p>Au terminal 3, les VTC prennent les passagers au parking P12 ; au terminal 2, dans la zone signalée du parking : suivez les panneaux « VTC ». Choisissez le point de prise en charge de votre terminal en réservant.</p>',
    ],
    [
      '호출 차량(라이드 헤일링)은 어디에서 타나요?',
      '<p>T3의 호출 차량 승차장은 P12 주차장에 있고, T2는 주차 빌딩의 지정 구역에 있습니다. ‘호출 차량’ 표지판을 따라가세요. 예약할 때 해당 터미널의 승차 지점을 선택하세요.</p>',
    ],
  ],
  [
    [
      'Où se garer, et comment payer ?',
      '<p>Les parkings P2 et P3 desservent le terminal 1, P11 et P12 le terminal 3, et le terminal 2 a son propre parking à étages. Les tarifs sont affichés à chaque entrée ; utilisez la zone longue durée pour les longs voyages.</p><p>Payez à la sortie par WeChat Pay, Alipay ou ETC, ou à une borne auparavant. Voir <a href="/traffic/parking">stationnement</a>.</p>',
    ],
    [
      '주차는 어디에 하고, 요금은 어떻게 내나요?',
      '<p>T1은 P2·P3 주차장, T3는 P11·P12 주차장을 이용하며, T2에는 별도의 주차 빌딩이 있습니다. 요금은 각 입구에 게시되어 있으며, 장기 여행은 장기 주차 구역을 이용하세요.</p><p>출구에서 위챗페이, 알리페이, ETC로 결제하거나 정산기에서 미리 결제할 수 있습니다. <a href="/traffic/parking">주차 안내</a>를 참고하세요.</p>',
    ],
  ],
  [
    [
      "Y a-t-il des cars de l'aéroport, aussi vers les villes voisines ?",
      '<p>Oui. Des cars express relient toutes les 20 à 30 minutes les terminaux urbains de Canton, et des cars desservent Dongguan, Foshan, Zhongshan, Huizhou, Jiangmen, Nanhai, Qingyuan, Shenzhen, Shunde, Taishan, Yunfu, Zhaoqing, Zhuhai et Wuzhou ; Dongguan Nancheng, par exemple, en 75 minutes environ pour 52 yuans.</p><p>Les guichets sont au niveau des arrivées ; lignes et horaires sur la page <a href="/traffic/coach">cars de l\'aéroport</a>.</p>',
    ],
    [
      '공항버스가 있나요? 주변 도시로도 가나요?',
      '<p>네. 공항 급행버스가 20~30분 간격으로 광저우 시내 각 도심 터미널을 운행하며, 둥관, 포산, 중산, 후이저우, 장먼, 난하이, 칭위안, 선전, 순더, 타이산, 윈푸, 자오칭, 주하이, 우저우행 버스도 있습니다. 예를 들어 둥관 난청까지 약 75분, 52위안입니다.</p><p>매표소는 도착층에 있으며, 노선과 시간표는 <a href="/traffic/coach">공항버스</a> 페이지에서 확인하세요.</p>',
    ],
  ],
  [
    [
      'Comment aller du terminal 2 au terminal 3 ?',
      '<p>Une navette gratuite relie les deux terminaux : suivez les panneaux « Navette entre terminaux » jusqu\'à l\'arrêt. Prévoyez au moins 30 minutes pour changer de terminal, davantage pour un vol international. Voir <a href="/traffic/shuttle">navette entre terminaux</a>.</p>',
    ],
    [
      'T2와 T3 터미널 사이는 어떻게 이동하나요?',
      '<p>두 터미널 사이에는 무료 터미널 간 셔틀버스가 운행합니다. ‘터미널 셔틀’ 표지판을 따라 승차장으로 가세요. 터미널 이동에는 최소 30분, 국제선이라면 더 여유 있게 잡으세요. <a href="/traffic/shuttle">터미널 셔틀</a>을 참고하세요.</p>',
    ],
  ],
  [
    [
      "Puis-je attendre devant les départs en déposant quelqu'un ?",
      '<p>La voie des départs est réservée à la dépose minute : repartez dès que vos passagers sont descendus. Pour accueillir des voyageurs, utilisez un parking ou la zone de prise en charge signalée au niveau des arrivées.</p>',
    ],
    [
      '배웅할 때 출발층 도로에서 기다릴 수 있나요?',
      '<p>출발층 도로는 잠시 정차해 승하차만 할 수 있으며, 하차 후 바로 출발해야 합니다. 마중을 나올 때는 주차장을 이용하거나 도착층의 지정 승차 구역을 이용하세요.</p>',
    ],
  ],
];
