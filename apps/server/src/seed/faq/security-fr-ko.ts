/** French and Korean texts of the security questions, in the order of security.ts. */
export const SECURITY_FR_KO: [fr: [string, string], ko: [string, string]][] = [
  [
    [
      'Puis-je emporter des liquides en cabine sur un vol intérieur ?',
      '<p>Sur les vols intérieurs, les liquides sont interdits en cabine, sauf une petite quantité de cosmétiques personnels : un article de chaque sorte, contenant de 100 ml au plus, présenté à part au contrôle.</p><p>Mettez les autres liquides (boissons, alcool, grands flacons) en soute, ou achetez-les après le contrôle.</p>',
    ],
    [
      '국내선에서 액체류를 기내에 가지고 탈 수 있나요?',
      '<p>국내선에서는 액체류를 기내에 반입할 수 없습니다. 다만 여행용 개인 화장품은 종류별 1개, 용기 100ml 이하에 한해 반입할 수 있으며 따로 검사를 받습니다.</p><p>그 밖의 액체(음료, 주류, 큰 세면용품 등)는 위탁하거나 보안 검색 후 구매하세요.</p>',
    ],
  ],
  [
    [
      'Quelles sont les règles pour les liquides sur les vols internationaux et régionaux ?',
      "<p>Chaque contenant fait 100 ml au plus, et tous doivent tenir dans un sac plastique transparent refermable d'un litre au plus, un sac par passager, sorti du bagage au contrôle.</p><p>Un contenant de plus de 100 ml est refusé même s'il est en partie vide : mettez-le en soute.</p>",
    ],
    [
      '국제선·지역 노선의 액체류 규정은 어떻게 되나요?',
      '<p>액체 용기는 하나당 100ml 이하여야 하며, 모두 1리터 이하의 재밀봉 가능한 투명 비닐봉투 하나에 담아야 합니다. 1인당 한 봉투이며 보안 검색 때 꺼내서 검사를 받습니다.</p><p>100ml를 넘는 용기는 내용물이 적게 남아 있어도 반입할 수 없으니 위탁해 주세요.</p>',
    ],
  ],
  [
    [
      'Puis-je passer le contrôle avec du lait infantile, des aliments pour bébé ou des médicaments ?',
      "<p>Oui. Les passagers voyageant avec un nourrisson peuvent emporter le lait et les aliments nécessaires au voyage ; les passagers diabétiques ou malades peuvent emporter les médicaments liquides dont ils ont besoin pendant le trajet, avec une ordonnance ou un certificat médical.</p><p>Présentez ces articles à l'agent de sûreté : ils sont contrôlés à part.</p>",
    ],
    [
      '분유, 이유식, 약은 보안 검색을 통과할 수 있나요?',
      '<p>네. 영아와 함께 여행하는 승객은 여행 중 필요한 액상 유제품과 이유식을, 당뇨 등 질환이 있는 승객은 여행 중 필요한 액체 의약품을 휴대할 수 있습니다. 처방전이나 진단서를 함께 지참하세요.</p><p>해당 물품은 보안 요원에게 보여 주고 따로 검사를 받습니다.</p>',
    ],
  ],
  [
    [
      "Puis-je emporter une batterie externe dans l'avion, et quelles sont les limites ?",
      "<p>Les batteries externes voyagent en cabine uniquement, jamais en soute.</p><ul><li>Jusqu'à 100 Wh (environ 27 000 mAh à 3,7 V) : autorisées.</li><li>De 100 à 160 Wh : avec l'accord de la compagnie, deux au plus par personne.</li><li>Plus de 160 Wh, ou sans indication lisible : interdites.</li></ul><p>Depuis le 28 juin 2025, les batteries externes sans marquage 3C (certification obligatoire chinoise) lisible, ou d'un lot rappelé, sont refusées sur les vols intérieurs. Ne rechargez pas d'appareils avec une batterie externe pendant le vol.</p>",
    ],
    [
      '보조배터리를 비행기에 가지고 탈 수 있나요? 제한이 있나요?',
      '<p>보조배터리는 기내 반입만 가능하며 위탁할 수 없습니다.</p><ul><li>100Wh 이하(3.7V 기준 약 27,000mAh): 반입 가능</li><li>100~160Wh: 항공사 승인 필요, 1인당 최대 2개</li><li>160Wh 초과 또는 표시 불명: 반입 불가</li></ul><p>2025년 6월 28일부터 3C 인증 표시가 없거나 불분명한 보조배터리, 리콜 대상 제품은 중국 국내선에 반입할 수 없습니다. 비행 중에는 보조배터리로 기기를 충전하지 마세요.</p>',
    ],
  ],
  [
    [
      "Quelle quantité d'alcool puis-je mettre en soute ?",
      "<p>Les boissons jusqu'à 24 % d'alcool ne sont pas limitées (dans la franchise bagages de la compagnie). De 24 % à 70 % : 5 litres au plus par passager, en emballage de vente. Au-delà de 70 % : interdites en cabine comme en soute.</p>",
    ],
    [
      '위탁 수하물에 술은 얼마나 넣을 수 있나요?',
      '<p>알코올 도수 24% 이하 주류는 수량 제한이 없습니다(항공사 수하물 중량 규정 내). 24~70% 주류는 1인당 총 5리터까지, 소매 포장 상태여야 합니다. 70%를 넘는 주류는 기내 반입과 위탁 모두 금지됩니다.</p>',
    ],
  ],
  [
    [
      'Puis-je emporter un briquet ou des allumettes ?',
      "<p>Non. Selon la réglementation de l'aviation civile chinoise, briquets et allumettes sont interdits en cabine comme en soute. Déposez-les dans les bacs de collecte avant le contrôle.</p>",
    ],
    [
      '라이터나 성냥을 가지고 탈 수 있나요?',
      '<p>아니요. 중국 민항 규정에 따라 라이터와 성냥은 기내 반입과 위탁 모두 금지됩니다. 보안 검색 전에 수거함에 버려 주세요.</p>',
    ],
  ],
  [
    [
      "Puis-je emporter une cigarette électronique dans l'avion ?",
      '<p>Les cigarettes électroniques et leurs batteries de rechange voyagent en cabine uniquement, jamais en soute, et ne peuvent être ni utilisées ni rechargées à bord.</p>',
    ],
    [
      '전자담배를 비행기에 가지고 탈 수 있나요?',
      '<p>전자담배와 예비 리튬 배터리는 기내 반입만 가능하고 위탁할 수 없으며, 기내에서 사용하거나 충전할 수 없습니다.</p>',
    ],
  ],
  [
    [
      'Puis-je garder des ciseaux ou un couteau en cabine ?',
      "<p>Les couteaux réglementés sont interdits en cabine comme en soute. Ciseaux, couteaux à fruits et cutters dont la lame dépasse 6 cm sont interdits en cabine mais acceptés en soute ; les petits ciseaux à lame de 6 cm au plus sont en général acceptés. L'agent de sûreté décide sur place.</p>",
    ],
    [
      '가위나 칼을 기내에 가지고 탈 수 있나요?',
      '<p>관제 도검류는 기내 반입과 위탁 모두 금지됩니다. 날 길이가 6cm를 넘는 가위, 과도, 커터칼은 기내 반입은 안 되지만 위탁할 수 있으며, 날 길이 6cm 이하의 작은 가위는 대체로 반입할 수 있습니다. 최종 판단은 보안 검색 현장에서 합니다.</p>',
    ],
  ],
  [
    [
      "Combien de temps à l'avance arriver, et combien de temps dure le contrôle ?",
      "<p>Arrivez au terminal 2 heures avant un vol intérieur et 3 heures avant un vol international ou régional. L'enregistrement ferme en général 30 à 45 minutes avant un départ intérieur et 45 à 60 minutes avant un départ international ; l'horaire de votre compagnie fait foi.</p><p>Le terminal 3 compte 31 files de contrôle intérieures et 9 internationales. L'attente est plus longue aux heures de pointe (7 h–9 h et jours fériés) ; la page de chaque vol indique une estimation de l'attente au contrôle.</p>",
    ],
    [
      '공항에 얼마나 일찍 도착해야 하나요? 보안 검색은 얼마나 걸리나요?',
      '<p>국내선은 출발 2시간 전, 국제선·지역 노선은 3시간 전까지 터미널에 도착하세요. 탑승 수속은 보통 국내선 출발 30~45분 전, 국제선 45~60분 전에 마감되며, 항공사 규정을 따릅니다.</p><p>T3에는 국내선 보안 검색대 31개, 국제선 9개가 있습니다. 혼잡 시간대(오전 7~9시, 공휴일)에는 대기가 길어지며, 각 항공편 페이지에서 보안 검색 예상 대기 시간을 확인할 수 있습니다.</p>',
    ],
  ],
];
