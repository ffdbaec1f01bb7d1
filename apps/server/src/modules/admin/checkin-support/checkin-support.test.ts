import { adminOpsPaths, type OpsCheckin, type OpsCheckinList } from '@can/contracts/admin-ops';
import { flightPaths, type FlightPage, type FlightRecord } from '@can/contracts';
import { checkinPaths, type SeatMap } from '@can/contracts/checkin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedRequest } from '../../../../test/signing';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { adminCall, staffSession } from '../admin-test-kit';

/*
 * Check-in support through the real app: a passenger checks in online, the counter marks the
 * check-in as theirs (the online cancel is then refused), a seat is released and shows free on
 * the seat map, and a booked passenger checked in at a kiosk gets a seat.
 */
const NOW = new Date('2026-11-22T09:00:00+08:00');
const CAPTCHA = 'Zx7Q';
let t: TestApp;
let cookie: string;

/** A public check-in call with the passenger's token. */
async function publicCall<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Record<string, unknown>; body?: unknown; token?: string } = {},
) {
  const request = signedRequest({
    method,
    path,
    query: options.query,
    body: options.body,
    locale: 'en-US',
    timestamp: t.clock.now().getTime(),
  });
  const headers: Record<string, string> = { ...request.headers };
  if (options.token) headers.checkin_token = options.token;
  const response = await t.app.inject({ ...request, headers });
  return response.json() as { code: number; msg: string; data: T };
}

/** A passenger departure tomorrow around noon: inside the online check-in window. */
async function tomorrowsFlight(): Promise<FlightRecord> {
  const answer = await publicCall<FlightPage>('POST', flightPaths.list, {
    body: { type: '1', depOrArr: '1', day: 1, pageNum: 1, pageSize: 2000 },
  });
  const flight = answer.data.list.find(
    (r) => r.setoffTimePlan.slice(11) >= '12:00:00' && r.flightStatus !== 'cancelled',
  );
  if (!flight) throw new Error('no flight tomorrow');
  return flight;
}

let sequence = 0;
/** Books a passport holder on the flight, straight into the check-in tables. */
async function book(flight: FlightRecord) {
  sequence++;
  const db = t.deps.database.db;
  const at = NOW.toISOString();
  const person = {
    name: `WANG/LEI${'ABCDEFGH'[sequence]}`,
    certNo: `E${String(70_000_000 + sequence)}`,
    mobile: `1391234${String(5000 + sequence)}`,
  };
  const passenger = await db
    .insertInto('checkin_passenger')
    .values({
      name: person.name,
      name_latin: person.name,
      cert_type: 'PP',
      cert_no: person.certNo,
      mobile: person.mobile,
      birth_date: '1985-05-05',
      passenger_type: 'ADT',
      special_services: '',
      demo: 0,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const planned = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);
  const ticketNo = `784-${String(2_000_000_000 + sequence)}`;
  const segment = await db
    .insertInto('checkin_segment')
    .values({
      passenger_id: Number(passenger.id),
      pnr: `HX${String(1000 + sequence)}`,
      ticket_no: ticketNo,
      flight_id: flight.flightId,
      ticketed_flight_no: flight.flightNo,
      flight_no: flight.flightNo,
      flight_date: flight.flightDate,
      from_airport: 'CAN',
      to_airport: flight.dstCity,
      departure: planned(flight.setoffTimePlan),
      arrival: planned(flight.arriTimePlan),
      aircraft: flight.planeModle,
      cabin: 'Y',
      booking_class: 'Y',
      status: 'booked',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...person, ticketNo, segmentId: Number(segment.id) };
}

/** The passenger's own way in: picture code, SMS code, auth. */
async function signIn(p: { name: string; certNo: string; mobile: string }): Promise<string> {
  const captcha = await publicCall<{ uuid: string }>('GET', '/byairport-cms/captcha/create');
  const sent = await publicCall('POST', checkinPaths.sendSms, {
    body: { mobile: p.mobile, captchaCode: CAPTCHA, captchaUuid: captcha.data.uuid },
  });
  expect(sent.code, sent.msg).toBe(200);
  const sms = await t.deps.database.db
    .selectFrom('sms_outbox')
    .select('content')
    .where('mobile', '=', p.mobile)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const auth = await publicCall<{ checkinToken: string }>('POST', checkinPaths.auth, {
    body: {
      name: p.name,
      certType: 'PP',
      certNo: p.certNo,
      mobile: p.mobile,
      code: /\d{6}/.exec(sms.content)![0],
    },
  });
  expect(auth.code, auth.msg).toBe(200);
  return auth.data.checkinToken;
}

const seatState = (map: SeatMap, seat: string) =>
  map.rows.flatMap((r) => r.seats).find((s) => s?.seat === seat)?.state;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { CAPTCHA_TEST_ANSWER: CAPTCHA } });
  cookie = (await staffSession(t, 'operations')).cookie;
});
afterAll(() => t.close());

describe('check-in support', () => {
  let flight: FlightRecord;
  let passenger: Awaited<ReturnType<typeof book>>;
  let token: string;
  let seat: string;

  beforeAll(async () => {
    flight = await tomorrowsFlight();
    passenger = await book(flight);
    token = await signIn(passenger);
    const map = await publicCall<SeatMap>('GET', checkinPaths.seatMap, {
      query: { segmentId: passenger.segmentId },
      token,
    });
    seat = map.data.rows.flatMap((r) => r.seats).find((s) => s?.state === 'optional')!.seat;
    const confirmed = await publicCall('POST', checkinPaths.confirm, {
      body: {
        segmentId: passenger.segmentId,
        seat,
        acceptAgreement: true,
        acceptDangerousGoods: true,
      },
      token,
    });
    expect(confirmed.code, confirmed.msg).toBe(200);
  });

  it('finds a check-in by ticket number, by name and by flight and date', async () => {
    const byTicket = await adminCall<OpsCheckinList>(t, 'GET', adminOpsPaths.checkinFind, {
      cookie,
      query: { ticketNo: passenger.ticketNo.replace('-', ' ') },
    });
    expect(byTicket.code).toBe(200);
    expect(byTicket.data.list).toHaveLength(1);
    expect(byTicket.data.list[0]).toMatchObject({
      segmentId: passenger.segmentId,
      status: 'checkedIn',
      channel: 'web',
      seat,
      flightNo: flight.flightNo,
    });
    expect(byTicket.data.list[0]!.certNo).toContain('*');
    const byName = await adminCall<OpsCheckinList>(t, 'GET', adminOpsPaths.checkinFind, {
      cookie,
      query: { name: 'wang/lei' },
    });
    expect(byName.data.list.map((c) => c.segmentId)).toContain(passenger.segmentId);
    const byFlight = await adminCall<OpsCheckinList>(t, 'GET', adminOpsPaths.checkinFind, {
      cookie,
      query: { flightNo: flight.flightNo, date: flight.flightDate },
    });
    expect(byFlight.data.list.map((c) => c.segmentId)).toContain(passenger.segmentId);
    const nothing = await adminCall(t, 'GET', adminOpsPaths.checkinFind, {
      cookie,
      locale: 'en-US',
      query: { flightNo: flight.flightNo },
    });
    expect(nothing.code).toBe(601);
    expect(nothing.msg).toMatch(/ticket number/);
  });

  it('marks a counter check-in, after which the online cancel is refused', async () => {
    const marked = await adminCall<OpsCheckin>(t, 'POST', adminOpsPaths.checkinMark, {
      cookie,
      body: { segmentId: passenger.segmentId, channel: 'counter' },
    });
    expect(marked.code, marked.msg).toBe(200);
    expect(marked.data).toMatchObject({ status: 'checkedIn', channel: 'counter', seat });

    const cancel = await publicCall('POST', checkinPaths.cancel, {
      body: { segmentId: passenger.segmentId },
      token,
    });
    expect(cancel.code).toBe(601);
    expect(cancel.msg).toBe('A check-in made at a counter or kiosk cannot be cancelled online');

    const audit = await t.deps.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'checkin.mark')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe(`segment:${passenger.segmentId}`);
    expect(JSON.parse(audit.before_json!)).toMatchObject({ channel: 'web', seat });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ channel: 'counter', seat });
  });

  it('releases the seat: the check-in is undone and the seat is free on the map', async () => {
    const released = await adminCall<OpsCheckin>(t, 'POST', adminOpsPaths.seatRelease, {
      cookie,
      body: { segmentId: passenger.segmentId },
    });
    expect(released.code, released.msg).toBe(200);
    expect(released.data).toMatchObject({ status: 'booked', channel: null, seat: null });
    const other = await book(flight);
    const otherToken = await signIn(other);
    const map = await publicCall<SeatMap>('GET', checkinPaths.seatMap, {
      query: { segmentId: other.segmentId },
      token: otherToken,
    });
    expect(seatState(map.data, seat)).toBe('optional');
    const again = await adminCall(t, 'POST', adminOpsPaths.seatRelease, {
      cookie,
      locale: 'en-US',
      body: { segmentId: passenger.segmentId },
    });
    expect(again.code).toBe(601);
    expect(again.msg).toMatch(/not checked in/);
    const audit = await t.deps.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'seat.release')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toMatchObject({ status: 'checkedIn', seat });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ status: 'booked', seat: '' });
  });

  it('checks a booked passenger in at a kiosk with a free seat, or the one asked for', async () => {
    const kiosk = await adminCall<OpsCheckin>(t, 'POST', adminOpsPaths.checkinMark, {
      cookie,
      body: { segmentId: passenger.segmentId, channel: 'kiosk' },
    });
    expect(kiosk.code, kiosk.msg).toBe(200);
    expect(kiosk.data.status).toBe('checkedIn');
    expect(kiosk.data.channel).toBe('kiosk');
    expect(kiosk.data.seat).toMatch(/^\d+[A-L]$/);
    expect(kiosk.data.sequenceNo).toBeGreaterThan(0);
    const itinerary = await publicCall<{ segments: { segmentId: number; canCancel: boolean }[] }>(
      'GET',
      checkinPaths.itinerary,
      { token },
    );
    expect(
      itinerary.data.segments.find((s) => s.segmentId === passenger.segmentId)?.canCancel,
    ).toBe(false);
    const taken = await adminCall(t, 'POST', adminOpsPaths.checkinMark, {
      cookie,
      locale: 'en-US',
      body: { segmentId: passenger.segmentId, channel: 'counter', seat: '1A' },
    });
    expect(taken.code).toBe(601);
    expect(taken.msg).toMatch(/not in your cabin/);
  });
});
