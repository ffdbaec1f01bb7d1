/** French and Korean texts of the airport police questions, in the order of police.ts. */
export const POLICE_FR_KO: [fr: [string, string], ko: [string, string]][] = [
  [
    [
      "J'ai perdu ma carte d'identité. Puis-je quand même prendre l'avion ?",
      "<p>Les citoyens chinois sur un vol intérieur peuvent obtenir gratuitement un certificat d'embarquement temporaire au guichet de la police de l'aéroport, dans le hall des départs du terminal. Présentez-vous en personne : votre identité est vérifiée et une photo est prise sur place ; le certificat est valable le jour même.</p><p>Prévoyez au moins 30 minutes. Les vols internationaux et régionaux exigent un passeport ou un titre de voyage valide : le certificat temporaire ne permet pas de quitter le pays.</p>",
    ],
    [
      '신분증을 잃어버렸는데 비행기를 탈 수 있나요?',
      '<p>국내선을 이용하는 중국 국적 여객은 터미널 출발 홀의 공항 경찰 임시 탑승 증명 발급 창구에서 ‘임시 탑승 증명’을 무료로 받을 수 있습니다. 본인이 직접 방문해야 하며 현장에서 사진 촬영과 신원 확인을 거치고, 당일에 한해 유효합니다.</p><p>최소 30분의 여유를 두세요. 국제선·지역 노선은 유효한 여권이나 통행증이 필요하며, 임시 탑승 증명으로는 출국할 수 없습니다.</p>',
    ],
  ],
  [
    [
      "Où se trouve le poste de police de l'aéroport ?",
      "<p>Des points d'accueil de la police de l'aéroport se trouvent dans les halls des départs du terminal 2 et du terminal 3, et des agents sont en service aux niveaux des arrivées, 24 h/24. Tout comptoir d'information ou agent en uniforme peut vous y conduire.</p><p>En cas d'urgence, composez le 110.</p>",
    ],
    [
      '공항 경찰서는 어디에 있나요?',
      '<p>T2와 T3 터미널 출발 홀에 공항 경찰 서비스 창구가 있고, 도착층에도 경찰이 24시간 근무합니다. 안내 데스크나 제복을 입은 직원에게 물으면 안내해 드립니다.</p><p>긴급 상황에는 110으로 전화하세요.</p>',
    ],
  ],
  [
    [
      "Je suis un visiteur étranger et j'ai perdu mon passeport. Que faire ?",
      "<p>Déclarez la perte au point d'accueil de la police de l'aéroport et demandez une attestation de perte, puis contactez le consulat général de votre pays à Canton ou votre ambassade en Chine pour un nouveau document de voyage, et le service des entrées et sorties du bureau de la sécurité publique pour votre visa ou permis de séjour. Vous ne pourrez pas quitter la Chine avant.</p>",
    ],
    [
      '외국인인데 여권을 잃어버렸어요. 어떻게 해야 하나요?',
      '<p>먼저 공항 경찰 서비스 창구에서 분실 신고를 하고 분실 증명을 받으세요. 그다음 주광저우 총영사관 또는 주중국 대사관에 연락해 여행 증명서를 재발급받고, 공안 출입국 관리 부서에서 비자나 체류 증명을 처리해야 합니다. 처리가 끝날 때까지 출국할 수 없습니다.</p>',
    ],
  ],
  [
    [
      "Comment retrouver un objet perdu à l'aéroport ?",
      "<p>Pour un objet perdu dans les espaces publics d'un terminal, contactez le service des objets trouvés de l'aéroport (appelez le 020-36066999 ou signalez-le à un comptoir d'information) ; pour un objet oublié dans l'avion, contactez votre compagnie. Signalez immédiatement un vol d'objets de valeur au point d'accueil de la police.</p><p>Décrivez l'objet, le moment et le lieu de la perte, et laissez vos coordonnées.</p>",
    ],
    [
      '공항에서 잃어버린 물건은 어떻게 찾나요?',
      '<p>터미널 공용 구역에서 잃어버린 물건은 공항 분실물 센터에 문의하세요(020-36066999로 전화하거나 안내 데스크에서 등록). 기내에 두고 내린 물건은 해당 항공사에 문의하세요. 귀중품 도난은 즉시 공항 경찰 창구에 신고하세요.</p><p>물건의 특징, 분실 시간과 장소, 연락처를 알려 주세요.</p>',
    ],
  ],
  [
    [
      'Que deviennent les objets refusés au contrôle de sûreté ?',
      "<p>Vous pouvez les confier à une personne qui vous accompagne, retourner les enregistrer en soute (s'ils y sont admis), les laisser en consigne temporaire au poste de contrôle, ou les expédier par le service de messagerie du terminal. Sinon, ils sont abandonnés.</p><p>Armes, couteaux réglementés, explosifs et autres articles prohibés sont remis à la police de l'aéroport.</p>",
    ],
    [
      '보안 검색에서 반입이 안 되는 물품은 어떻게 되나요?',
      '<p>배웅 나온 가족에게 맡기거나, 위탁 가능한 물품이면 체크인 카운터로 돌아가 위탁하거나, 검색 현장에 임시 보관하거나, 터미널 택배 서비스로 보낼 수 있습니다. 그렇지 않으면 포기 처리됩니다.</p><p>총기, 관제 도검, 폭발물 등 금지 물품은 공항 경찰에 인계됩니다.</p>',
    ],
  ],
  [
    [
      "J'ai perdu de vue mon enfant ou mon compagnon de voyage. Que faire ?",
      "<p>Prévenez aussitôt l'agent le plus proche, un comptoir d'information ou la police de l'aéroport, en décrivant l'apparence et les vêtements de la personne et l'endroit où vous l'avez vue pour la dernière fois. L'aéroport peut faire une annonce et la police consulter les caméras.</p><p>Convenez d'un point de rendez-vous avant de partir, et assurez-vous que votre enfant connaît votre numéro de téléphone.</p>",
    ],
    [
      '아이나 일행과 떨어졌어요. 어떻게 해야 하나요?',
      '<p>가장 가까운 직원, 안내 데스크 또는 공항 경찰에 즉시 알리고, 그 사람의 생김새와 옷차림, 마지막으로 본 장소를 알려 주세요. 공항에서 안내 방송을 하고 경찰이 CCTV로 찾는 것을 돕습니다.</p><p>출발 전에 떨어졌을 때 만날 장소를 정하고, 아이가 보호자 전화번호를 외우게 해 주세요.</p>',
    ],
  ],
  [
    [
      "Puis-je faire voler un drone près de l'aéroport ?",
      "<p>Non. Drones, cerfs-volants, ballons et lanternes célestes sont interdits dans la zone de protection des abords de l'aéroport. Les contrevenants ont affaire à la police, et quiconque perturbe les vols en répond devant la loi.</p>",
    ],
    [
      '공항 근처에서 드론을 날려도 되나요?',
      '<p>안 됩니다. 공항 장애물 제한 구역에서는 드론, 연, 풍선, 풍등 등을 날릴 수 없으며, 위반 시 경찰이 법에 따라 처리하고 항공편 운항에 영향을 준 경우 법적 책임을 묻습니다.</p>',
    ],
  ],
  [
    [
      'On me propose un taxi non officiel ou une offre douteuse. Que faire ?',
      "<p>Ne suivez pas les rabatteurs. Utilisez les stations de taxis officielles, les points de prise en charge des VTC ou les cars de l'aéroport. Méfiez-vous des appels et messages se présentant comme venant d'une compagnie ou de l'aéroport et demandant de payer un changement ou un remboursement : vérifiez auprès du numéro officiel de la compagnie.</p><p>Signalez fraudes et rabatteurs à la police de l'aéroport, ou composez le 110.</p>",
    ],
    [
      '불법 택시 호객이나 사기가 의심되면 어떻게 하나요?',
      '<p>호객하는 불법 영업 차량은 타지 마시고, 공식 택시 승차장, 호출 차량 승차장 또는 공항버스를 이용하세요. 항공사나 공항을 사칭하며 변경·환불 비용 송금을 요구하는 전화와 문자에 주의하고, 항공사 공식 고객센터로 확인하세요.</p><p>사기나 강제 호객은 공항 경찰에 신고하거나 110으로 전화하세요.</p>',
    ],
  ],
];
