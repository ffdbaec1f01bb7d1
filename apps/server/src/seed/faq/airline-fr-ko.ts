/** French and Korean texts of the airline questions, in the order of airline.ts. */
export const AIRLINE_FR_KO: [fr: [string, string], ko: [string, string]][] = [
  [
    [
      'De quel terminal part mon vol ?',
      '<p>Terminal 2 : China Southern, Xiamen Airlines, Chongqing Airlines et leurs partenaires.</p><p>Terminal 3 : le groupe China Eastern (China Eastern, Shanghai Airlines, China United), Juneyao, Spring, les compagnies étrangères et régionales, et les vols internationaux de China Eastern, Hainan, Shenzhen et Spring.</p><p>Votre billet indique le terminal ; vous pouvez aussi chercher votre vol sur la page des <a href="/flight/departures">départs</a> pour son terminal, ses comptoirs d\'enregistrement et sa porte.</p>',
    ],
    [
      '제 항공편은 어느 터미널에서 출발하나요?',
      '<p>T2: 중국남방항공, 샤먼항공, 충칭항공 및 제휴 항공사</p><p>T3: 중국동방항공 그룹(동방항공, 상하이항공, 중국연합항공), 준야오항공, 춘추항공, 외국 및 지역 항공사, 그리고 동방항공·하이난항공·선전항공·춘추항공의 국제선</p><p>항공권에 터미널이 표시되어 있으며, <a href="/flight/departures">출발 항공편</a> 페이지에서 항공편 번호로 터미널, 체크인 카운터, 탑승구를 확인할 수 있습니다.</p>',
    ],
  ],
  [
    [
      "Puis-je m'enregistrer en ligne, et quand ?",
      "<p>Oui. Utilisez l'<a href=\"/service/checkIn\">enregistrement en ligne</a> de ce site entre 48 et 4 heures avant le départ pour choisir votre siège. Il est réservé aux passagers adultes ordinaires ; les passagers de plus de 70 ans, malades, sur civière, les femmes enceintes, les enfants, les passagers avec nourrisson et les mineurs non accompagnés s'enregistrent au comptoir.</p><p>Vous pouvez annuler un enregistrement en ligne trois fois au plus, pas dans les 60 minutes avant le départ, ni après un enregistrement au comptoir ou à une borne. L'assistance à l'enregistrement répond de 8 h à 21 h 30.</p>",
    ],
    [
      '온라인 체크인을 할 수 있나요? 언제 하나요?',
      '<p>네. 출발 48시간 전부터 4시간 전까지 이 사이트의 <a href="/service/checkIn">온라인 체크인</a>에서 좌석을 선택할 수 있습니다. 일반 성인 승객만 이용할 수 있으며, 70세 이상, 환자, 들것 이용 승객, 임신부, 어린이, 유아 동반 승객, 비동반 소아는 카운터에서 수속하세요.</p><p>온라인 체크인은 최대 3회까지 취소할 수 있으며, 출발 60분 전 이내이거나 카운터·키오스크에서 수속한 후에는 취소할 수 없습니다. 체크인 문의 전화는 8:00~21:30에 운영합니다.</p>',
    ],
  ],
  [
    [
      'Y a-t-il des bornes libre-service et des dépose-bagages automatiques ?',
      "<p>Oui. Le terminal 2 compte 339 comptoirs d'enregistrement, dont 120 en libre-service, et 56 dépose-bagages automatiques ; le terminal 3 compte 199 points d'enregistrement, 60 bornes et 59 dépose-bagages automatiques.</p><p>Les machines acceptent les cartes d'identité chinoises et les passeports : imprimez votre carte d'embarquement, étiquetez votre bagage comme indiqué à l'écran et déposez-le.</p>",
    ],
    [
      '셀프 체크인과 셀프 수하물 위탁이 있나요?',
      '<p>네. T2에는 체크인 카운터 339개(셀프 체크인 120개 포함)와 셀프 수하물 위탁기 56대가 있고, T3에는 체크인 카운터 199개, 셀프 체크인 키오스크 60대, 셀프 수하물 위탁기 59대가 있습니다.</p><p>기기는 중국 신분증과 여권을 지원합니다. 탑승권을 출력하고 화면 안내에 따라 수하물 태그를 붙인 뒤 위탁하세요.</p>',
    ],
  ],
  [
    [
      'Mon vol est retardé ou annulé. Que faire ?',
      '<p>Le changement de réservation, le remboursement, les repas et l\'hôtel sont organisés par votre compagnie : surveillez ses SMS, ou adressez-vous à son comptoir ou à son numéro d\'assistance.</p><p>Le <a href="/flight/departures">tableau des vols</a> de ce site affiche en direct les changements de statut et de porte ; pour toute aide au terminal, appelez le 020-36066999, ouvert 24 h/24.</p>',
    ],
    [
      '항공편이 지연되거나 결항되면 어떻게 하나요?',
      '<p>변경, 환불, 식사와 숙박은 해당 항공사가 담당합니다. 항공사 문자를 확인하거나 항공사 카운터 또는 고객센터로 문의하세요.</p><p>이 사이트의 <a href="/flight/departures">항공편 현황</a>에서 상태와 탑승구 변경을 실시간으로 확인할 수 있으며, 터미널에서 도움이 필요하면 24시간 공항 고객센터 020-36066999로 전화하세요.</p>',
    ],
  ],
  [
    [
      "Quels sont les numéros d'assistance des compagnies ?",
      '<ul><li>China Southern 95539</li><li>Air China 95583</li><li>China Eastern 95530</li><li>Hainan Airlines 95339</li><li>Xiamen Airlines 95557</li><li>Spring Airlines 95524</li></ul><p>Les numéros et sites des autres compagnies figurent sur la page des <a href="/flight/airlines">compagnies aériennes</a>. Depuis l\'étranger, composez le numéro international de la compagnie indiqué sur cette page.</p>',
    ],
    [
      '항공사 고객센터 전화번호는 무엇인가요?',
      '<ul><li>중국남방항공 95539</li><li>중국국제항공 95583</li><li>중국동방항공 95530</li><li>하이난항공 95339</li><li>샤먼항공 95557</li><li>춘추항공 95524</li></ul><p>다른 항공사의 전화번호와 웹사이트는 <a href="/flight/airlines">항공사</a> 페이지에서 확인하세요. 해외에서는 해당 페이지의 국제 전화번호를 이용하세요.</p>',
    ],
  ],
  [
    [
      'Quelle franchise bagages, et que faire en cas de surpoids ?',
      "<p>Votre franchise dépend de la compagnie, de la ligne, de la classe et de votre statut de fidélité : votre billet l'indique. L'excédent se paie au comptoir d'enregistrement de la compagnie.</p><p>Un bagage en soute est en général limité à 50 kg et 40×60×100 cm ; les objets hors normes vont au comptoir désigné de la compagnie.</p>",
    ],
    [
      '무료 수하물 허용량은 얼마이며, 초과하면 어떻게 되나요?',
      '<p>무료 수하물 허용량은 항공사, 노선, 좌석 등급, 회원 등급에 따라 다르며 항공권에 표시되어 있습니다. 초과 수하물 요금은 항공사 체크인 카운터에서 결제합니다.</p><p>위탁 수하물 1개는 보통 50kg, 40×60×100cm 이하여야 하며, 대형·중량 수하물은 항공사 지정 카운터에서 수속하세요.</p>',
    ],
  ],
  [
    [
      'En correspondance à Canton, dois-je réenregistrer mes bagages ?',
      "<p>Si vos deux vols sont sur le même billet et vos bagages enregistrés jusqu'à destination, ils passent directement sur le vol suivant : suivez les panneaux « Correspondance » vers le comptoir de transit ou votre porte. En arrivant de l'étranger pour un vol intérieur, vous passez l'immigration à Canton, récupérez vos bagages pour la douane puis les déposez à nouveau.</p><p>Des billets séparés ne permettent en général pas l'enregistrement de bout en bout : récupérez vos bagages et enregistrez-vous de nouveau. Votre compagnie peut le confirmer.</p>",
    ],
    [
      '광저우에서 환승할 때 수하물을 다시 부쳐야 하나요?',
      '<p>두 항공편이 한 장의 항공권에 있고 수하물이 최종 목적지까지 연결 처리되었다면 다음 항공편으로 바로 옮겨집니다. ‘환승’ 안내를 따라 환승 카운터나 탑승구로 가세요. 해외에서 와서 국내선으로 갈아타는 경우 광저우에서 입국 심사를 받고 수하물을 찾아 세관을 통과한 뒤 다시 위탁해야 합니다.</p><p>항공권을 따로 구매한 경우 보통 연결 처리가 되지 않으므로 수하물을 찾아 다시 체크인하세요. 자세한 내용은 항공사에 확인하세요.</p>',
    ],
  ],
  [
    [
      "Quand la porte d'embarquement ferme-t-elle ?",
      "<p>La plupart des vols cessent l'embarquement 15 à 20 minutes avant le départ (plus tôt pour certains vols internationaux et gros-porteurs) ; l'heure d'embarquement figure sur votre carte. Soyez à la porte dès le début de l'embarquement et surveillez écrans et annonces en cas de changement de porte.</p>",
    ],
    [
      '탑승구는 언제 닫히나요?',
      '<p>대부분의 항공편은 출발 15~20분 전에 탑승을 마감하며(일부 국제선과 대형기는 더 이름), 탑승 시간은 탑승권에 인쇄되어 있습니다. 탑승 시작 시간까지 탑승구에 도착하고, 화면과 안내 방송으로 탑승구 변경을 확인하세요.</p>',
    ],
  ],
  [
    [
      'Où obtenir un reçu ou une facture pour mon billet ?',
      "<p>La facture électronique ou le reçu d'itinéraire d'un billet est émis par la compagnie ou l'agence qui l'a vendu, via son site, son application ou sa plateforme de réservation ; l'aéroport ne peut pas l'émettre.</p><p>Pour le stationnement, la restauration ou les achats à l'aéroport, demandez une facture à l'établissement concerné.</p>",
    ],
    [
      '항공권 영수증이나 세금계산서는 어디에서 받나요?',
      '<p>항공권 전자 영수증(전자 여정표)은 항공권을 발권한 항공사나 판매처가 웹사이트, 앱 또는 예약 플랫폼을 통해 발급하며, 공항에서는 발급할 수 없습니다.</p><p>공항 주차, 식음료, 쇼핑의 영수증은 해당 업체에 요청하세요.</p>',
    ],
  ],
];
