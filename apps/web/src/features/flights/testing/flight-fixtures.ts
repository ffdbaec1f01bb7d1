import type { FlightDetail, FlightRecord, FlightStatusCode } from '@can/contracts/flights';
import { envelope, type ApiHandler } from '../../../test/fake-api';
import { airportDate } from '../model/flight-times';

/** Today at the airport: followed flights of older days are dropped, so fixtures live today. */
export const TODAY = airportDate(Date.now(), 0);

/** A departure from CAN as the flight service sends it; tests override what they look at. */
export function departure(
  flightNo: string,
  time: string,
  overrides: Partial<FlightRecord> = {},
): FlightRecord {
  const date = TODAY;
  const status: FlightStatusCode = overrides.flightStatus ?? 'scheduled';
  return {
    flightId: `${date}-D-${flightNo}`,
    flightNo,
    flightDate: date,
    airline: flightNo.slice(0, 2),
    airlineCn: '中国南方航空',
    airlineEn: 'China Southern Airlines',
    airlineKr: '중국남방항공',
    airlineFr: 'China Southern Airlines',
    setoffTimePlan: `${date} ${time}:00`,
    setoffTimePred: `${date} ${time}:00`,
    setoffTimeAct: '',
    arriTimePlan: `${date} 23:00:00`,
    arriTimePred: `${date} 23:00:00`,
    arriTimeAct: '',
    boardingTime: '',
    orgCity: 'CAN',
    orgCityCn: '广州',
    orgCityEn: 'Guangzhou',
    orgCityKr: '광저우',
    orgCityFr: 'Canton',
    dstCity: 'PEK',
    dstCityCn: '北京首都',
    dstCityEn: 'Beijing Capital',
    dstCityKr: '베이징 서우두',
    dstCityFr: 'Pékin Capitale',
    viaAirport: '',
    transferCityNameCn: '',
    transferCityNameEn: '',
    terminal: 'T2',
    depTerminal: 'T2',
    checkInCounter: 'A01-A10',
    boardingGate: 'B262',
    baggageTable: '',
    arrExit: '',
    flightStatus: status,
    flightStatusCn: status === 'boarding' ? '正在登机' : '计划',
    flightStatusEn:
      status === 'boarding' ? 'Boarding' : status === 'delayed' ? 'Delayed' : 'Scheduled',
    flightStatusKr: '예정',
    flightStatusFr: 'Prévu',
    planeModle: 'A321',
    depOrArr: 'D',
    domesticOrIntl: 'D',
    flightTask: 'W/Z',
    isStop: 0,
    isShare: 1,
    shareFlight: ['MF3101'],
    carouselFLights: [
      { flightNo, logo: `/media/airlines/${flightNo.slice(0, 2)}.svg` },
      { flightNo: 'MF3101', logo: '/media/airlines/MF.svg' },
    ],
    ...overrides,
  };
}

/** The record as the stream or detail call would send it after a change. */
export const changed = (r: FlightRecord, overrides: Partial<FlightRecord>): FlightRecord => ({
  ...r,
  ...overrides,
});

export const withDetail = (r: FlightRecord): FlightDetail => ({
  ...r,
  walkingMinutes: 10,
  securityQueueMinutes: 15,
  securityToGateMinutes: 25,
  weather: {
    tempMin: '8',
    tempMax: '17',
    iconDay: '101',
    textDay: 'Cloudy',
    fxLink: 'https://www.qweather.com/x',
    source: 'climatology',
  },
});

/**
 * The board page a `GET flight/board` recorded by the fake asked for, as the board sent it
 * (numbers as numbers; an empty terminal, left out of the address, as "").
 */
export function boardQueryOf(url: string): Record<string, unknown> {
  const query = new URL(url, 'http://localhost').searchParams;
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  return {
    type: query.get('type') ?? undefined,
    terminal: query.get('terminal') ?? '',
    day: number('day'),
    depOrArr: query.get('depOrArr') ?? undefined,
    pageNum: number('pageNum'),
    pageSize: number('pageSize'),
  };
}

/** The body of an API call recorded by the fake. */
export const bodyOf = (init: RequestInit) =>
  JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;

/**
 * A fake flight service: list pages the given records by the request's page; search matches the
 * flight number; detail answers any known id; T1 has no flights.
 */
export function fakeFlights(records: FlightRecord[]): ApiHandler {
  return (url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    const body = bodyOf(init);
    const query = new URL(url, 'http://localhost').searchParams;
    const board = path.endsWith('/flight/board');
    const inTerminal = (board ? query.get('terminal') : body.terminal) === 'T1' ? [] : records;
    const keyword = String((board ? query.get('keyword') : body.keyword) ?? '').toUpperCase();
    const selected = keyword
      ? inTerminal.filter(
          (r) => r.flightNo.includes(keyword) || r.dstCityEn.toUpperCase().includes(keyword),
        )
      : inTerminal;
    if (board) {
      const size = Number(query.get('pageSize') ?? 20);
      const page = Number(query.get('pageNum') ?? 1);
      return envelope(
        {
          list: selected.slice((page - 1) * size, page * size),
          pageNum: page,
          pages: Math.ceil(selected.length / size),
          total: selected.length,
        },
        '200',
      );
    }
    if (path.endsWith('/flight/searchFlight')) return envelope(selected, '200');
    if (path.endsWith('/flight/detail')) {
      const flightId = init.method === 'GET' ? query.get('flightId') : body.flightId;
      const found = records.find((r) => r.flightId === flightId);
      return found ? envelope(withDetail(found), '200') : envelope(null, 404, 'not found');
    }
    return envelope(null);
  };
}
