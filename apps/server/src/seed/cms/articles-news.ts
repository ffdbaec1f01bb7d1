import type { ArticleKind } from '@can/contracts';
import type { I18nText } from '../../platform/i18n-text';

export interface ArticleSeed {
  id: number;
  kind: ArticleKind;
  urlKey: string;
  /** Days before the seeding day (0 = today). */
  daysAgo: number;
  title: I18nText;
  summary: I18nText;
  content: I18nText;
  counterpartId?: number;
  /** The day an editor last checked the text (YYYY-MM-DD, airport time); the seeding day if absent. */
  reviewedAt?: string;
}

const t = (zh: string, en: string, fr: string, ko: string): I18nText => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': fr,
  'ko-KR': ko,
});

/** News, notices, notifications and the announcement. Ids 9685 and 9687 are the featured pair. */
export const NEWS: ArticleSeed[] = [
  {
    id: 9685,
    kind: 'headline',
    urlKey: 'headline',
    daysAgo: 1,
    counterpartId: 9687,
    title: { 'zh-CN': '白云机场T3航站楼投运满月：旅客出行指南' },
    summary: {
      'zh-CN': 'T3航站楼与第五跑道投运一个月，这份指南帮您快速找到值机、安检、交通与餐饮。',
    },
    content: {
      'zh-CN':
        '<p>2025年10月30日，白云机场T3航站楼与第五跑道正式投运。T3以“花城之冠”为设计主题，地上5层、地下2层，设有199个值机柜台、60台自助值机设备和59台自助行李托运设备。</p><h2>哪些航空公司在T3？</h2><p>东航集团（MU、FM、KN）、吉祥航空（HO）、春秋航空（9C），以及外国和地区航空公司，另有东航、海航、深航和春秋的国际航班。南航集团及合作伙伴仍在T2运营。出发前请在“航班信息”中确认航站楼。</p><h2>如何到达T3？</h2><p>T3暂无地铁站：可乘地铁3号线或9号线至高增站，换乘机场摆渡车（每5–10分钟一班，票价2元）；或乘新白广城际至白云机场东站，出站即到T3交通中心。出租车上客点位于T3的72号门。</p><h2>温馨提示</h2><ul><li>国内航班请至少提前2小时到达机场，国际航班提前3小时。</li><li>T1航站楼改造期间，原T1航班已调整至T2或T3。</li></ul>',
    },
  },
  {
    id: 9687,
    kind: 'headline',
    urlKey: 'headline',
    daysAgo: 1,
    counterpartId: 9685,
    title: {
      'en-US': "Terminal 3's first month: a traveller's guide",
      'fr-FR': 'Le Terminal 3 fête son premier mois : guide du voyageur',
      'ko-KR': '제3터미널 개장 한 달: 여행객 안내',
    },
    summary: {
      'en-US':
        'Terminal 3 and the fifth runway have been open for a month. Here is how to find check-in, security, transport and food.',
      'fr-FR':
        'Le Terminal 3 et la cinquième piste sont ouverts depuis un mois : voici comment trouver l’enregistrement, le contrôle de sûreté, les transports et la restauration.',
      'ko-KR': '제3터미널과 제5활주로가 개장한 지 한 달, 체크인·보안검색·교통·식음 안내입니다.',
    },
    content: {
      'en-US':
        '<p>Terminal 3 and the fifth runway opened on 30 October 2025. Themed "the Crown of the Flower City" (a nickname of Guangzhou), T3 has five floors above ground and two below, 199 check-in counters, 60 self-service kiosks and 59 self bag-drop units.</p><h2>Which airlines use T3?</h2><p>China Eastern group (MU, FM, KN), Juneyao (HO), Spring (9C), the foreign and regional airlines, and the international flights of China Eastern, Hainan, Shenzhen and Spring. China Southern and its partners stay in T2. Check your terminal under Flights before you set off.</p><h2>Getting to T3</h2><p>T3 has no metro station: take Metro Line 3 or 9 to Gaozeng and change to the airport shuttle bus (every 5–10 minutes, ¥2), or take the New Baiyun–Guangzhou intercity train to Baiyun Airport East, which opens into the T3 transport centre. Taxis pick up at T3 door 72.</p><h2>Good to know</h2><ul><li>Arrive at least 2 hours before domestic and 3 hours before international flights.</li><li>While Terminal 1 is renovated, its flights have moved to T2 or T3.</li></ul>',
      'fr-FR':
        '<p>Le terminal 3 et la cinquième piste ont été mis en service le 30 octobre 2025. Conçu sur le thème de la « Couronne de la ville des fleurs », surnom de Guangzhou, le T3 compte cinq niveaux en surface et deux en sous-sol, 199 comptoirs d’enregistrement, 60 bornes d’enregistrement libre-service et 59 dépose-bagages automatiques.</p><h2>Quelles compagnies au T3 ?</h2><p>Le groupe China Eastern (MU, FM, KN), Juneyao Air (HO), Spring Airlines (9C), les compagnies étrangères et celles de Hong Kong, Macao et Taïwan, ainsi que les vols internationaux de China Eastern Airlines, Hainan Airlines, Shenzhen Airlines et Spring Airlines. China Southern Airlines et ses partenaires restent au T2. Vérifiez votre terminal dans la rubrique Vols avant de partir.</p><h2>Se rendre au T3</h2><p>Le T3 n’a pas de station de métro : prenez la ligne 3 ou 9 jusqu’à Gaozeng, puis la navette de l’aéroport (toutes les 5 à 10 minutes, 2 ¥), ou le train intercités New Baiyun–Guangzhou jusqu’à la gare Baiyun Airport East, qui débouche directement dans le pôle de transport du T3. Les taxis prennent les voyageurs devant la porte 72 du T3.</p><h2>Bon à savoir</h2><ul><li>Présentez-vous au moins 2 heures avant un vol intérieur et 3 heures avant un vol international.</li><li>Pendant la rénovation du terminal 1, ses vols ont été transférés au T2 ou au T3.</li></ul>',
      'ko-KR':
        '<p>제3터미널(T3)과 제5활주로가 2025년 10월 30일 개장했습니다. ‘꽃의 도시(광저우)의 왕관’을 디자인 콘셉트로 한 T3는 지상 5층, 지하 2층 규모로 체크인 카운터 199개, 셀프 체크인 키오스크 60대, 셀프 백드롭 59대를 갖추고 있습니다.</p><h2>T3를 이용하는 항공사</h2><p>중국동방항공 그룹(MU, FM, KN), 준야오항공(HO), 춘추항공(9C), 외국 및 홍콩·마카오·대만 항공사, 그리고 중국동방항공·하이난항공·선전항공·춘추항공의 국제선이 T3를 이용합니다. 중국남방항공과 제휴 항공사는 계속 T2에서 운항합니다. 출발 전 ‘항공편’ 메뉴에서 터미널을 확인하시기 바랍니다.</p><h2>T3 가는 방법</h2><p>T3에는 지하철역이 없습니다. 지하철 3호선 또는 9호선을 타고 가오쩡역에서 내려 공항 셔틀버스로 갈아타시거나(5~10분 간격, 요금 2위안), 신바이윈–광저우 도시 간 철도를 타고 T3 교통센터와 바로 연결되는 바이윈공항동역에서 내리시면 됩니다. 택시 승차장은 T3 72번 출입구에 있습니다.</p><h2>알아 두세요</h2><ul><li>국내선은 출발 최소 2시간 전, 국제선은 3시간 전까지 공항에 도착하시기 바랍니다.</li><li>T1 터미널 리모델링 기간 동안 T1 항공편은 T2 또는 T3로 이전했습니다.</li></ul>',
    },
  },
  {
    id: 9701,
    kind: 'headline',
    urlKey: 'headline',
    daysAgo: 3,
    title: t(
      '白云机场冬春航季新开通多条国际航线',
      'New international routes for the winter-spring season',
      'Saison hiver-printemps : plusieurs nouvelles lignes internationales',
      '동계 시즌 국제선 신규 노선 다수 개설',
    ),
    summary: t(
      '新航季白云机场新增至布达佩斯、圣保罗等航点，国际及地区航点超过100个。',
      'This season adds Budapest and São Paulo among others, taking the airport past 100 international and regional destinations.',
      'La nouvelle saison ajoute notamment Budapest et São Paulo : l’aéroport dessert désormais plus de 100 destinations internationales et régionales.',
      '이번 시즌 부다페스트, 상파울루 등 신규 취항지가 추가되어 바이윈공항의 국제선 및 지역 노선 취항지가 100곳을 넘어섰습니다.',
    ),
    content: t(
      '<p>自10月26日起执行的冬春航季，白云机场每周计划航班量同比增长约8%，新开或恢复多条国际航线。旅客可在“航班信息”查询实时航班动态。</p>',
      '<p>The winter-spring schedule, in force since 26 October, plans about 8% more weekly flights than a year ago and opens or resumes several international routes. Live times are under Flights.</p>',
      '<p>Pour la saison hiver-printemps, en vigueur depuis le 26 octobre, l’aéroport de Baiyun prévoit environ 8 % de vols hebdomadaires de plus qu’il y a un an, avec l’ouverture ou la reprise de plusieurs lignes internationales. Les horaires en temps réel sont disponibles dans la rubrique Vols.</p>',
      '<p>10월 26일부터 시행된 동계 시즌 스케줄에서 바이윈공항의 주간 계획 운항편은 전년 동기 대비 약 8% 늘었으며, 여러 국제선 노선이 신규 개설되거나 운항을 재개했습니다. 실시간 운항 정보는 ‘항공편’ 메뉴에서 확인하실 수 있습니다.</p>',
    ),
  },
  {
    id: 9702,
    kind: 'headline',
    urlKey: 'headline',
    daysAgo: 6,
    title: t(
      '第138届广交会期间机场启动保障专项服务',
      'Canton Fair services at the airport',
      '138e Foire de Canton : services dédiés à l’aéroport',
      '제138회 캔톤 페어 기간 공항 특별 서비스 운영',
    ),
    summary: t(
      '广交会期间，机场在T2、T3到达层设立服务台，提供交通指引与多语种咨询。',
      'During the Canton Fair, help desks on the T2 and T3 arrivals levels give transport directions in several languages.',
      'Pendant la Foire de Canton, des comptoirs d’accueil aux niveaux Arrivées des T2 et T3 renseignent sur les transports en plusieurs langues.',
      '캔톤 페어 기간 T2·T3 도착층에 안내 데스크를 운영하여 교통 안내와 다국어 상담을 제공합니다.',
    ),
    content: t(
      '<p>广交会期间，白云机场在T2、T3到达层设立广交会服务台，提供展馆交通指引、多语种咨询与外币兑换指引，并加密至琶洲展馆的机场大巴班次。</p>',
      '<p>During the Canton Fair, desks on the T2 and T3 arrivals levels offer directions to the Pazhou exhibition centre, help in several languages and currency-exchange information; airport coaches to Pazhou run more often.</p>',
      '<p>Pendant la Foire de Canton, l’aéroport de Baiyun installe des comptoirs dédiés aux niveaux Arrivées des T2 et T3 : itinéraires vers le parc des expositions de Pazhou, renseignements en plusieurs langues et informations sur le change de devises. Les cars de l’aéroport vers Pazhou sont également plus fréquents.</p>',
      '<p>캔톤 페어 기간 바이윈공항은 T2·T3 도착층에 캔톤 페어 안내 데스크를 설치하여 전시장 교통 안내, 다국어 상담, 외화 환전 안내를 제공하며, 파저우 전시장행 공항버스도 증편 운행합니다.</p>',
    ),
  },
  {
    id: 9703,
    kind: 'headline',
    urlKey: 'headline',
    daysAgo: 9,
    title: t(
      'T3航站楼“岭南花园”对旅客开放',
      "T3's Lingnan gardens open to travellers",
      'Les jardins de style Lingnan du T3 ouverts aux voyageurs',
      'T3 터미널 ‘링난 정원’ 개방',
    ),
    summary: t(
      '约9400平方米的室内外花园与2400平方米观景平台，候机之余也能赏景。',
      'About 9,400 m² of gardens and a 2,400 m² observation platform to enjoy before your flight.',
      'Environ 9 400 m² de jardins intérieurs et extérieurs et une terrasse panoramique de 2 400 m² à découvrir avant votre vol.',
      '약 9,400m² 규모의 실내외 정원과 2,400m² 규모의 전망대에서 탑승 전 여유롭게 경치를 즐겨 보세요.',
    ),
    content: t(
      '<p>T3航站楼内设有约9400平方米的岭南风格花园，以及2400平方米的观景平台，旅客可在安检后前往参观，观赏第五跑道起降。</p>',
      '<p>Terminal 3 has about 9,400 m² of Lingnan-style gardens and a 2,400 m² observation platform after security, looking out over the fifth runway.</p>',
      '<p>Le terminal 3 abrite environ 9 400 m² de jardins de style Lingnan ainsi qu’une terrasse panoramique de 2 400 m². Accessibles après le contrôle de sûreté, ils offrent une vue sur les décollages et atterrissages de la cinquième piste.</p>',
      '<p>T3 터미널에는 약 9,400m² 규모의 링난(광둥 지방) 양식 정원과 2,400m² 규모의 전망대가 있습니다. 보안검색 후 방문하실 수 있으며, 제5활주로에서 이착륙하는 항공기를 감상하실 수 있습니다.</p>',
    ),
  },
  {
    id: 9704,
    kind: 'headline',
    urlKey: 'headline',
    daysAgo: 14,
    title: t(
      '白云机场推出“易安检”服务，常旅客安检更便捷',
      'Faster security for frequent flyers',
      'Contrôle de sûreté simplifié pour les voyageurs fréquents',
      '자주 이용하는 승객을 위한 ‘간편 보안검색’ 서비스 도입',
    ),
    summary: t(
      '符合条件的旅客可通过专用通道快速完成安检。',
      'Eligible travellers can use dedicated lanes to pass security faster.',
      'Les voyageurs éligibles peuvent passer plus rapidement le contrôle de sûreté par des files dédiées.',
      '요건을 충족하는 승객은 전용 통로를 이용해 보안검색을 빠르게 마칠 수 있습니다.',
    ),
    content: t(
      '<p>白云机场在T2、T3设置易安检通道。旅客需提前在官方渠道完成信息登记，并遵守随身行李规定。</p>',
      '<p>Dedicated "easy security" lanes are open in T2 and T3 for travellers who register in advance through the official channels and follow cabin-baggage rules.</p>',
      '<p>L’aéroport de Baiyun a ouvert des files « contrôle de sûreté simplifié » aux T2 et T3. Pour y accéder, inscrivez-vous à l’avance via les canaux officiels et respectez les règles relatives aux bagages à main.</p>',
      '<p>바이윈공항은 T2와 T3에 ‘간편 보안검색’ 전용 통로를 운영합니다. 이용을 원하시는 승객은 공식 채널을 통해 사전에 정보를 등록하시고, 기내수하물 규정을 준수해 주시기 바랍니다.</p>',
    ),
  },
  {
    id: 9711,
    kind: 'airport-notice',
    urlKey: 'airport-notice',
    daysAgo: 2,
    title: t(
      '关于T1航站楼改造期间航班调整的公告',
      'Flights during the renovation of Terminal 1',
      'Rénovation du terminal 1 : vols transférés',
      'T1 터미널 리모델링 기간 항공편 조정 공지',
    ),
    summary: t(
      'T1改造期间，原T1航班调整至T2、T3运行。',
      'While Terminal 1 is renovated, its flights use T2 and T3.',
      'Pendant la rénovation du terminal 1, ses vols sont assurés depuis le T2 et le T3.',
      'T1 터미널 리모델링 기간 동안 기존 T1 항공편은 T2와 T3에서 운항합니다.',
    ),
    content: t(
      '<p>为提升服务品质，T1航站楼正在进行改造。改造期间，原在T1运营的航空公司已调整至T2或T3航站楼。请旅客出行前通过航班信息或航空公司确认航站楼。</p>',
      '<p>Terminal 1 is being renovated. Airlines that flew from T1 now use T2 or T3. Please confirm your terminal under Flights or with your airline before you travel.</p>',
      '<p>Afin d’améliorer la qualité de service, le terminal 1 fait actuellement l’objet d’une rénovation. Pendant les travaux, les compagnies aériennes qui opéraient au T1 ont été transférées au T2 ou au T3. Avant votre voyage, vérifiez votre terminal dans la rubrique Vols ou auprès de votre compagnie aérienne.</p>',
      '<p>서비스 품질 향상을 위해 T1 터미널 리모델링 공사가 진행 중입니다. 공사 기간 동안 T1에서 운항하던 항공사는 T2 또는 T3 터미널로 이전했습니다. 출발 전 ‘항공편’ 메뉴나 항공사를 통해 이용하실 터미널을 확인해 주시기 바랍니다.</p>',
    ),
  },
  {
    id: 9712,
    kind: 'airport-notice',
    urlKey: 'airport-notice',
    daysAgo: 5,
    title: t(
      '关于无3C标识充电宝禁止带上国内航班的提示',
      'Power banks without a 3C mark are not allowed on domestic flights',
      'Batteries externes sans marquage 3C interdites sur les vols intérieurs',
      '3C 인증 마크 없는 보조배터리 중국 국내선 반입 금지 안내',
    ),
    summary: t(
      '自2025年6月28日起，无3C标识、标识不清或被召回的充电宝禁止带上国内航班。',
      'Since 28 June 2025, power banks without a clear 3C mark, or recalled ones, may not be carried on domestic flights.',
      'Depuis le 28 juin 2025, les batteries externes sans marquage 3C lisible, ou faisant l’objet d’un rappel, sont interdites à bord des vols intérieurs.',
      '2025년 6월 28일부터 3C 인증 마크가 없거나 불분명한 보조배터리와 리콜 대상 보조배터리는 중국 국내선 항공편에 반입할 수 없습니다.',
    ),
    content: t(
      '<p>根据中国民航局要求，自2025年6月28日起，旅客不得携带无3C标识、3C标识不清晰或被召回型号批次的充电宝乘坐境内航班。充电宝只能随身携带，不得托运：额定能量不超过100Wh可直接携带，100–160Wh须经航空公司批准，超过160Wh严禁携带。</p>',
      "<p>Under CAAC rules, since 28 June 2025 power banks without a 3C mark, with an unclear mark, or of a recalled batch may not be carried on domestic flights. Power banks travel in the cabin only, never in checked bags: up to 100 Wh freely, 100–160 Wh with the airline's approval, over 160 Wh not at all.</p>",
      '<p>Conformément à la réglementation de l’Administration de l’aviation civile de Chine (CAAC), depuis le 28 juin 2025, les voyageurs ne peuvent pas emporter à bord des vols intérieurs de batteries externes sans marquage 3C, au marquage 3C illisible ou appartenant à un modèle ou à un lot rappelé. Les batteries externes se transportent uniquement en cabine, jamais dans les bagages de soute : jusqu’à 100 Wh, elles sont autorisées sans formalité ; de 100 à 160 Wh, l’accord de la compagnie aérienne est nécessaire ; au-delà de 160 Wh, elles sont strictement interdites.</p>',
      '<p>중국민용항공국(CAAC) 규정에 따라 2025년 6월 28일부터 3C 인증 마크가 없거나, 3C 마크가 불분명하거나, 리콜 대상 모델·생산 배치에 해당하는 보조배터리는 중국 국내선 항공편에 가지고 탑승할 수 없습니다. 보조배터리는 기내수하물로만 휴대할 수 있으며 위탁수하물로 부칠 수 없습니다. 정격 용량 100Wh 이하는 별도 승인 없이 휴대할 수 있고, 100–160Wh는 항공사의 승인이 필요하며, 160Wh를 초과하는 제품은 반입이 엄격히 금지됩니다.</p>',
    ),
  },
  {
    id: 9713,
    kind: 'airport-notice',
    urlKey: 'airport-notice',
    daysAgo: 8,
    title: t(
      '冬季雾天航班运行提示',
      'Fog and winter weather: flight advice',
      'Brouillard hivernal : informations sur les vols',
      '겨울철 안개 시 항공편 운항 안내',
    ),
    summary: t(
      '冬春季节清晨易出现大雾，请关注航班动态。',
      'Early-morning fog is common in winter and spring; please watch your flight status.',
      'Le brouillard est fréquent en début de matinée en hiver et au printemps : suivez l’état de votre vol.',
      '겨울과 봄철 이른 아침에는 짙은 안개가 자주 발생하니 항공편 운항 정보를 확인해 주시기 바랍니다.',
    ),
    content: t(
      '<p>冬春季节广州清晨易出现大雾天气，可能导致航班延误。请旅客关注航班动态及航空公司通知，合理安排出行时间。</p>',
      "<p>Early-morning fog is common in Guangzhou in winter and spring and may delay flights. Please follow your flight status and your airline's messages and allow extra time.</p>",
      '<p>En hiver et au printemps, le brouillard est fréquent à Guangzhou en début de matinée et peut entraîner des retards. Suivez l’état de votre vol et les messages de votre compagnie aérienne, et prévoyez une marge de temps suffisante.</p>',
      '<p>겨울과 봄철 광저우에는 이른 아침 짙은 안개가 자주 끼어 항공편이 지연될 수 있습니다. 항공편 운항 정보와 항공사 안내를 확인하시고, 시간 여유를 두고 이동하시기 바랍니다.</p>',
    ),
  },
  {
    id: 9714,
    kind: 'airport-notice',
    urlKey: 'airport-notice',
    daysAgo: 12,
    title: t(
      'T3航站楼出租车上客点调整公告',
      'New taxi rank at Terminal 3',
      'Nouvelle station de taxis au terminal 3',
      'T3 터미널 택시 승차장 변경 안내',
    ),
    summary: t(
      'T3出租车上客点位于到达层72号门外。',
      'Taxis at T3 now pick up outside door 72 on the arrivals level.',
      'Au T3, les taxis prennent désormais les voyageurs devant la porte 72 du niveau Arrivées.',
      'T3 택시 승차장은 도착층 72번 출입구 밖에 있습니다.',
    ),
    content: t(
      '<p>T3航站楼出租车上客点设于到达层72号门外，网约车上客点位于P12停车楼。请旅客按指引排队候车。</p>',
      '<p>At T3 the taxi rank is outside door 72 on the arrivals level; ride-hailing cars pick up in car park P12. Please follow the signs and queue.</p>',
      '<p>Au T3, la station de taxis se trouve devant la porte 72 du niveau Arrivées ; les VTC prennent leurs passagers au parking P12. Merci de suivre la signalétique et de faire la queue.</p>',
      '<p>T3 터미널 택시 승차장은 도착층 72번 출입구 밖에 있으며, 호출 차량(온라인 예약 차량) 승차장은 P12 주차장에 있습니다. 안내에 따라 줄을 서서 차량을 기다려 주시기 바랍니다.</p>',
    ),
  },
  {
    id: 9721,
    kind: 'company-notice',
    urlKey: 'company-notice',
    daysAgo: 4,
    title: t(
      '广州白云国际机场股份有限公司2026年10月运输生产数据公告',
      'Traffic figures for October 2026',
      'Données de trafic d’octobre 2026',
      '광저우 바이윈 국제공항 주식회사 2026년 10월 운송 실적 공시',
    ),
    summary: t(
      '本公司公布2026年10月旅客吞吐量、货邮吞吐量及飞机起降架次。',
      'Passenger, cargo and aircraft-movement figures for October 2026.',
      'Trafic passagers, fret et mouvements d’avions d’octobre 2026.',
      '당사의 2026년 10월 여객 처리량, 화물·우편물 처리량 및 항공기 운항 횟수를 공시합니다.',
    ),
    content: t(
      '<p>本公司2026年10月运输生产数据已按规定披露，详见上海证券交易所网站公告（股票代码600004）。</p>',
      "<p>The company's traffic figures for October 2026 have been disclosed as required; see the announcement on the Shanghai Stock Exchange website (stock code 600004).</p>",
      '<p>Les données de trafic d’octobre 2026 de la société ont été publiées conformément à la réglementation ; voir l’annonce sur le site de la Bourse de Shanghai (code boursier 600004).</p>',
      '<p>당사의 2026년 10월 운송 실적을 관련 규정에 따라 공시하였습니다. 자세한 내용은 상하이증권거래소 웹사이트의 공고(종목 코드 600004)를 참조하시기 바랍니다.</p>',
    ),
  },
  {
    id: 9722,
    kind: 'company-notice',
    urlKey: 'company-notice',
    daysAgo: 20,
    title: t(
      '2026年第三季度报告',
      'Third-quarter report 2026',
      'Rapport du troisième trimestre 2026',
      '2026년 3분기 보고서',
    ),
    summary: t(
      '本公司2026年第三季度报告已披露。',
      'The company has published its report for the third quarter of 2026.',
      'La société a publié son rapport du troisième trimestre 2026.',
      '당사의 2026년 3분기 보고서가 공시되었습니다.',
    ),
    content: t(
      '<p>本公司2026年第三季度报告全文已于上海证券交易所网站披露，投资者可查阅。</p>',
      '<p>The full third-quarter report 2026 is available on the Shanghai Stock Exchange website.</p>',
      '<p>Le texte intégral du rapport du troisième trimestre 2026 de la société est consultable sur le site de la Bourse de Shanghai.</p>',
      '<p>당사의 2026년 3분기 보고서 전문이 상하이증권거래소 웹사이트에 공시되었으니, 투자자 여러분께서는 참고하시기 바랍니다.</p>',
    ),
  },
  {
    id: 9731,
    kind: 'notification',
    urlKey: 'notification',
    daysAgo: 0,
    title: t(
      '今晨大雾，部分航班延误',
      'Morning fog: some flights delayed',
      'Brouillard ce matin : retards sur certains vols',
      '오늘 아침 짙은 안개로 일부 항공편 지연',
    ),
    summary: t(
      '受大雾影响，今晨部分进出港航班延误，请关注航班动态。',
      'Fog this morning has delayed some departures and arrivals; please check your flight.',
      'En raison du brouillard, certains vols au départ et à l’arrivée sont retardés ce matin ; suivez l’état de votre vol.',
      '짙은 안개로 오늘 아침 일부 출발·도착 항공편이 지연되고 있으니 운항 정보를 확인해 주시기 바랍니다.',
    ),
    content: t(
      '<p>受大雾天气影响，今日早间部分进出港航班出现延误。请旅客通过“航班信息”或航空公司渠道关注最新动态。</p>',
      '<p>Fog this morning has delayed some departures and arrivals. Please follow the latest times under Flights or from your airline.</p>',
      '<p>En raison du brouillard, certains vols au départ et à l’arrivée sont retardés ce matin. Suivez les dernières informations dans la rubrique Vols ou auprès de votre compagnie aérienne.</p>',
      '<p>짙은 안개의 영향으로 오늘 오전 일부 출발·도착 항공편이 지연되고 있습니다. ‘항공편’ 메뉴나 항공사를 통해 최신 운항 정보를 확인해 주시기 바랍니다.</p>',
    ),
  },
  {
    id: 9732,
    kind: 'notification',
    urlKey: 'notification',
    daysAgo: 2,
    title: t(
      'T2至T3摆渡车运营时间调整',
      'T2–T3 shuttle hours',
      'Navette T2–T3 : nouveaux horaires',
      'T2–T3 셔틀버스 운행 시간 변경',
    ),
    summary: t(
      '航站楼间摆渡车运营时间为6:00至次日1:00。',
      'The shuttle between terminals now runs from 06:00 to 01:00.',
      'La navette entre terminaux circule désormais de 06:00 à 01:00 le lendemain.',
      '터미널 간 셔틀버스는 06:00부터 다음 날 01:00까지 운행합니다.',
    ),
    content: t(
      '<p>T2与T3航站楼间摆渡车运营时间调整为每日6:00至次日1:00，高峰时段约每8分钟一班。</p>',
      '<p>The shuttle between T2 and T3 runs daily from 06:00 to 01:00, about every 8 minutes at busy times.</p>',
      '<p>La navette entre les terminaux T2 et T3 circule désormais tous les jours de 06:00 à 01:00 le lendemain, environ toutes les 8 minutes aux heures de pointe.</p>',
      '<p>T2·T3 터미널 간 셔틀버스 운행 시간이 매일 06:00부터 다음 날 01:00까지로 조정되었습니다. 혼잡 시간대에는 약 8분 간격으로 운행합니다.</p>',
    ),
  },
  {
    id: 9733,
    kind: 'notification',
    urlKey: 'notification',
    daysAgo: 6,
    title: t(
      '国际出发旅客请预留充足时间',
      'International departures: allow enough time',
      'Départs internationaux : prévoyez suffisamment de temps',
      '국제선 이용 승객은 시간 여유를 두고 오시기 바랍니다',
    ),
    summary: t(
      '请国际航班旅客至少提前3小时到达机场。',
      'Please arrive at least three hours before an international flight.',
      'Présentez-vous à l’aéroport au moins 3 heures avant un vol international.',
      '국제선 승객은 출발 최소 3시간 전까지 공항에 도착하시기 바랍니다.',
    ),
    content: t(
      '<p>近期国际航班客流较大，请国际航班旅客至少提前3小时到达机场办理值机、边检和安检手续。</p>',
      '<p>International traffic is heavy. Please arrive at least three hours before departure for check-in, border control and security.</p>',
      '<p>Le trafic international est actuellement très soutenu. Présentez-vous à l’aéroport au moins 3 heures avant le départ pour l’enregistrement, le contrôle aux frontières et le contrôle de sûreté.</p>',
      '<p>최근 국제선 이용객이 많아 혼잡하오니, 국제선 승객은 체크인, 출입국 심사 및 보안검색을 위해 출발 최소 3시간 전까지 공항에 도착하시기 바랍니다.</p>',
    ),
  },
  {
    id: 9741,
    kind: 'announcement',
    urlKey: 'announcement',
    daysAgo: 0,
    title: t(
      '重要提示：T1航站楼改造期间请前往T2或T3',
      'Important: Terminal 1 is closed for renovation',
      'Important : pendant la rénovation du terminal 1, rendez-vous au T2 ou au T3',
      '중요 안내: T1 터미널 리모델링 기간에는 T2 또는 T3를 이용해 주십시오',
    ),
    summary: t(
      'T1航站楼改造期间，请前往T2或T3航站楼乘机。',
      'While Terminal 1 is renovated, please fly from T2 or T3.',
      'Pendant la rénovation du terminal 1, merci de prendre votre vol au T2 ou au T3.',
      'T1 터미널 리모델링 기간에는 T2 또는 T3 터미널에서 탑승해 주시기 바랍니다.',
    ),
    content: t(
      '<p><strong>T1航站楼改造期间暂停使用。</strong>原T1航班已调整至T2或T3，出发前请在<a href="/flight/departures">航班信息</a>中确认航站楼。</p>',
      '<p><strong>Terminal 1 is closed for renovation.</strong> Its flights now use T2 or T3; please check your terminal under <a href="/flight/departures">Flights</a> before you set off.</p>',
      '<p><strong>Le terminal 1 est fermé pour rénovation.</strong> Ses vols ont été transférés au T2 ou au T3 ; avant de partir, vérifiez votre terminal dans la rubrique <a href="/flight/departures">Vols</a>.</p>',
      '<p><strong>T1 터미널은 리모델링 공사로 운영을 일시 중단합니다.</strong> 기존 T1 항공편은 T2 또는 T3로 이전되었으니, 출발 전 <a href="/flight/departures">항공편</a> 메뉴에서 터미널을 확인해 주시기 바랍니다.</p>',
    ),
  },
];
