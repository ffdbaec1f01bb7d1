/**
 * French and Korean texts of the border, customs and quarantine questions (the ones foreign
 * visitors need most), in the order of inspection.ts.
 */
export const INSPECTION_FR_KO: [fr: [string, string], ko: [string, string]][] = [
  [
    [
      "Qu'est-ce que le transit sans visa de 240 heures, et comment en bénéficier ?",
      "<p>Les ressortissants des pays éligibles (55 à ce jour), munis d'un passeport valide et d'un billet de continuation confirmé vers un pays ou une région tiers dans les 240 heures, peuvent entrer en Chine sans visa à Guangzhou Baiyun et séjourner jusqu'à 240 heures dans la zone autorisée de la province du Guangdong.</p><p>Signalez-le à votre compagnie lors de la réservation, puis présentez-vous au couloir « transit sans visa » du contrôle aux frontières à l'arrivée. Voir <a href=\"/guide/visa-free\">transit sans visa de 240 heures</a>.</p>",
    ],
    [
      '240시간 무비자 경유란 무엇이며, 어떻게 이용하나요?',
      '<p>대상 국가(현재 55개국) 국민은 유효한 여권과 240시간 이내에 제3국(지역)으로 가는 확정 연결 항공권이 있으면 광저우 바이윈공항으로 비자 없이 입국하여 광둥성 허용 지역에서 최대 240시간 머물 수 있습니다.</p><p>항공권 예약 시 항공사에 알리고, 도착 후 출입국 심사장의 무비자 경유 전용 창구에서 신청하세요. 자세한 내용은 <a href="/guide/visa-free">240시간 무비자 경유</a>를 참고하세요.</p>',
    ],
  ],
  [
    [
      "Quelle franchise de droits de douane à l'entrée en Chine ?",
      "<p>Les voyageurs résidents peuvent importer en franchise des biens achetés à l'étranger pour leur usage personnel jusqu'à 5 000 yuans (non-résidents : 2 000 yuans) ; les boutiques hors taxes à l'arrivée ont leur propre plafond.</p><p>Également en franchise : 1 500 ml de boissons de plus de 12 % d'alcool, et 400 cigarettes ou 100 cigares ou 500 g de tabac. Au-delà, déclarez-les au couloir rouge.</p>",
    ],
    [
      '중국 입국 시 면세 한도는 얼마인가요?',
      '<p>거주자 여행객은 해외에서 구입한 자가용 물품을 총 5,000위안(비거주자 2,000위안)까지 면세로 반입할 수 있으며, 입국 면세점 구매에는 별도 한도가 있습니다.</p><p>또한 알코올 도수 12% 이상 주류 1,500ml, 담배 400개비 또는 시가 100개비 또는 잎담배 500g까지 면세입니다. 초과분은 빨간색 신고 통로에서 세관에 신고하세요.</p>',
    ],
  ],
  [
    [
      "À partir de quel montant d'espèces faut-il faire une déclaration en douane ?",
      "<p>Les voyageurs qui entrent en Chine ou en sortent avec plus de 20 000 yuans en espèces, ou des devises d'une valeur supérieure à 5 000 dollars américains, doivent les déclarer par écrit à la douane : en ligne via le mini-programme des services aux voyageurs de la douane, ou sur formulaire au comptoir de déclaration.</p>",
    ],
    [
      '현금을 얼마 이상 가지고 있으면 세관에 신고해야 하나요?',
      '<p>출입국 시 인민폐 현금 20,000위안 또는 미화 5,000달러 상당을 초과하는 외화 현금을 휴대한 여행객은 세관에 서면으로 신고해야 합니다. 세관 여행객 서비스 미니프로그램으로 온라인 신고하거나 신고대에서 신고서를 작성하세요.</p>',
    ],
  ],
  [
    [
      "Qu'est-il interdit d'apporter en Chine ?",
      "<p>Sont interdits notamment : fruits et légumes frais, viandes fraîches ou non transformées et produits carnés, produits laitiers (sauf lait infantile), œufs, nids d'hirondelle (sauf conserves agréées), semences et plants, terre, animaux vivants (sauf animaux de compagnie conformes), armes, drogues, et imprimés ou enregistrements portant atteinte à la sécurité nationale.</p><p>En cas de doute, passez par le couloir rouge et déclarez.</p>",
    ],
    [
      '중국에 가지고 들어갈 수 없는 물품은 무엇인가요?',
      '<p>신선한 과일과 채소, 생고기 및 가공하지 않은 육류 제품, 유제품(영유아 조제분유 제외), 달걀, 제비집(승인된 통조림 제외), 종자와 묘목, 흙, 살아 있는 동물(규정에 맞는 반려동물 제외), 무기, 마약, 국가 안보에 해로운 인쇄물과 영상물 등은 반입이 금지됩니다.</p><p>확실하지 않으면 빨간색 통로에서 신고하세요.</p>',
    ],
  ],
  [
    [
      'Puis-je entrer en Chine avec mon animal de compagnie ?',
      "<p>Chaque voyageur peut apporter un chien ou un chat muni d'un certificat sanitaire officiel du pays ou de la région de départ, d'un certificat de vaccination antirabique et d'une puce électronique. Les animaux venant de pays ou régions désignés avec un dossier complet sont libérés aussitôt ; les autres sont placés 30 jours en quarantaine dans un établissement désigné.</p><p>Déclarez l'animal à la douane à l'arrivée.</p>",
    ],
    [
      '반려동물을 데리고 입국할 수 있나요?',
      '<p>여행객 1인당 개 또는 고양이 1마리까지 가능하며, 출발 국가(지역) 정부가 발급한 동물 검역 증명서, 광견병 예방접종 증명서가 있어야 하고 마이크로칩을 이식해야 합니다. 지정 국가(지역)에서 오고 서류가 완비된 경우 바로 통관되며, 그 밖의 경우 지정 격리 시설에서 30일간 검역을 받습니다.</p><p>입국 시 세관에 신고하세요.</p>',
    ],
  ],
  [
    [
      'Les citoyens chinois peuvent-ils utiliser les portiques automatiques ?',
      "<p>Oui. Les résidents de Chine continentale munis d'un passeport électronique, ou d'un laissez-passer électronique pour Hong Kong et Macao ou pour Taïwan, utilisent les portiques automatiques sans inscription préalable ; le passage prend environ 10 secondes.</p><p>Si le portique vous refuse (première utilisation, données modifiées), rendez-vous à un guichet.</p>",
    ],
    [
      '중국 국민은 자동 출입국 심사대를 이용할 수 있나요?',
      '<p>네. 전자여권 또는 전자 홍콩·마카오 왕래 통행증, 대만 왕래 통행증을 소지한 중국 본토 주민은 사전 등록 없이 자동 심사대를 이용할 수 있으며, 약 10초면 통과합니다.</p><p>첫 이용이나 정보 변경 등으로 통과되지 않으면 유인 심사대를 이용하세요.</p>',
    ],
  ],
  [
    [
      "Les visiteurs étrangers doivent-ils remplir une carte d'arrivée ?",
      "<p>Oui. Les ressortissants étrangers remplissent une carte d'arrivée à l'entrée : des cartes sont disponibles aux pupitres de la salle du contrôle aux frontières, ou remplissez-la à l'avance via le service en ligne de l'Administration nationale de l'immigration pour gagner du temps. Les titulaires d'un permis de séjour valide en sont dispensés.</p>",
    ],
    [
      '외국인은 입국 카드를 작성해야 하나요?',
      '<p>네. 외국인은 입국 시 외국인 입국 카드를 작성해야 합니다. 출입국 심사장의 작성대에서 카드를 받아 작성하거나, 시간을 줄이려면 국가이민관리국 온라인 서비스로 미리 작성할 수 있습니다. 유효한 거류 허가 소지자는 작성하지 않아도 됩니다.</p>',
    ],
  ],
  [
    [
      "Je ne me sens pas bien à l'arrivée. Dois-je le signaler ?",
      "<p>Oui. En cas de fièvre, toux, difficultés respiratoires, vomissements, diarrhée ou éruption cutanée, ou si vous avez été en contact avec une personne atteinte d'une maladie infectieuse, signalez-le aux agents de la quarantaine sanitaire de la douane et suivez leurs contrôles. Le poste de premiers secours de l'aéroport assure les soins d'urgence.</p>",
    ],
    [
      '입국할 때 몸이 좋지 않으면 신고해야 하나요?',
      '<p>네. 발열, 기침, 호흡 곤란, 구토, 설사, 발진 등의 증상이 있거나 감염병 환자와 접촉한 적이 있으면 세관 검역관에게 신고하고 체온 측정과 의료 확인에 협조해 주세요. 공항 응급 의료소에서 응급 처치를 받을 수 있습니다.</p>',
    ],
  ],
  [
    [
      'Comment les visiteurs étrangers obtiennent-ils le remboursement de la taxe au départ ?',
      "<p>Les visiteurs ayant séjourné au plus 183 jours consécutifs en Chine continentale peuvent demander le remboursement de la taxe sur les achats effectués dans les magasins affichant « Tax Refund », à partir de 200 yuans par magasin et par jour.</p><p>Au départ, présentez les articles non utilisés, le formulaire et les factures à la douane avant l'enregistrement, puis retirez le remboursement au comptoir de l'agent après le contrôle aux frontières.</p>",
    ],
    [
      '외국인 관광객은 출국 시 세금 환급을 어떻게 받나요?',
      '<p>중국 본토에 연속 183일 이하 체류한 여행객은 ‘Tax Refund’ 표시가 있는 상점에서 같은 날 같은 상점에서 200위안 이상 구매하면 출국 시 세금 환급을 신청할 수 있습니다.</p><p>출국할 때 사용하지 않은 물품과 환급 신청서, 영수증을 탑승 수속 전에 세관에서 확인받은 뒤, 출국 심사 후 환급 대행 창구에서 환급금을 받으세요.</p>',
    ],
  ],
];
