import type { FlightStatusCode } from './flight-types';

/** Status words as the flight service sends them, in its four language fields. */
export const STATUS_TEXTS: Record<
  FlightStatusCode,
  { Cn: string; En: string; Fr: string; Kr: string }
> = {
  scheduled: { Cn: '计划', En: 'Scheduled', Fr: 'Prévu', Kr: '예정' },
  checkin: { Cn: '正在值机', En: 'Check-in open', Fr: 'Enregistrement ouvert', Kr: '체크인 중' },
  boarding: { Cn: '正在登机', En: 'Boarding', Fr: 'Embarquement', Kr: '탑승 중' },
  lastCall: { Cn: '催促登机', En: 'Final call', Fr: 'Dernier appel', Kr: '최종 탑승 안내' },
  departed: { Cn: '已起飞', En: 'Departed', Fr: 'Parti', Kr: '출발함' },
  delayed: { Cn: '延误', En: 'Delayed', Fr: 'Retardé', Kr: '지연' },
  cancelled: { Cn: '取消', En: 'Cancelled', Fr: 'Annulé', Kr: '결항' },
  departedOrigin: {
    Cn: '前站起飞',
    En: 'Departed origin',
    Fr: "Parti de l'origine",
    Kr: '출발지 출발',
  },
  arrived: { Cn: '已到达', En: 'Arrived', Fr: 'Arrivé', Kr: '도착함' },
  diverted: { Cn: '备降', En: 'Diverted', Fr: 'Dérouté', Kr: '회항' },
};
