import type { BoardingPass, CheckinItinerary, SeatMap } from '@can/contracts/checkin';
import { decode } from 'bcbp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { authAs, book, bookOne, call, rawGet, TEST_CAPTCHA, tokenFor } from './checkin-test-kit';

const P = '/byairport-cms/checkin';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_TEST_ANSWER: TEST_CAPTCHA } });
});
afterAll(() => t.close());

const seatMapOf = async (token: string, segmentId: number) =>
  (await call<SeatMap>(t, 'GET', `${P}/seatMap`, { token, query: { segmentId } })).data;

/** The first free seat of the passenger's cabin ('emergency' for an exit-row seat). */
function freeSeat(map: SeatMap, state: 'optional' | 'emergency' = 'optional'): string {
  for (const row of map.rows) for (const s of row.seats) if (s?.state === state) return s.seat;
  throw new Error(`no ${state} seat`);
}

const confirmBody = (segmentId: number, seat: string, extra: object = {}) => ({
  segmentId,
  seat,
  acceptAgreement: true,
  acceptDangerousGoods: true,
  ...extra,
});

describe('the full path', () => {
  it('authenticates, reads the itinerary and seat map, checks in, shows the pass, cancels, checks in again', async () => {
    const [who] = await book(t, 1);
    const token = await authAs(t, who!);

    const itinerary = await call<CheckinItinerary>(t, 'GET', `${P}/itinerary`, {
      token,
      locale: 'en_US',
    });
    expect(itinerary.code).toBe(200);
    const segment = itinerary.data.segments[0]!;
    expect(segment).toMatchObject({ status: 'booked', canCheckIn: true, block: null, from: 'CAN' });
    expect(itinerary.data.helpLine.hours).toContain('8:00');
    expect(itinerary.data.passenger.certNo).toContain('*');

    const map = await seatMapOf(token, segment.segmentId);
    expect(map.rows.length).toBeGreaterThan(20);
    const letters = map.columns.flatMap((c) => c.letters);
    expect(letters).not.toContain('I');
    const states = new Set(map.rows.flatMap((r) => r.seats.map((s) => s?.state)));
    for (const s of ['optional', 'locked', 'invalid', 'emergency']) expect(states).toContain(s);
    expect(map.rows.some((r) => r.exitRow && r.overWing)).toBe(true);
    expect(map.rows.some((r) => r.facilityBefore !== null)).toBe(true);

    const seat = freeSeat(map);
    const confirmed = await call<BoardingPass>(t, 'POST', `${P}/confirm`, {
      token,
      locale: 'en_US',
      body: confirmBody(segment.segmentId, seat),
    });
    expect(confirmed).toMatchObject({ code: 200, msg: 'Checked in successfully' });
    const pass = confirmed.data;
    expect(pass).toMatchObject({
      seat,
      name: who!.name,
      flightNo: segment.flightNo,
      operatingFlightNo: segment.operatingFlightNo,
      from: 'CAN',
      cabin: 'Y',
      cabinName: 'Economy',
    });
    expect(pass.sequenceNo).toBeGreaterThan(0);
    expect(pass.boardingTime).toMatch(/^\d\d:\d\d$/);
    expect(pass.gate).not.toBe('');
    expect(pass.terminal).toMatch(/^T[123]$/);
    expect(pass.bcbp).toMatch(/^M1/);
    const decoded = decode(pass.bcbp, Number(pass.flightDate.slice(0, 4)));
    expect(decoded.data?.legs?.[0]?.seatNumber).toBe(seat.padStart(4, '0'));

    const again = await call<BoardingPass>(t, 'GET', `${P}/boardingPass`, {
      token,
      query: { segmentId: segment.segmentId },
    });
    expect(again.data).toEqual({
      ...pass,
      fromCity: again.data.fromCity,
      toCity: again.data.toCity,
      cabinName: again.data.cabinName,
    });

    const image = await rawGet(
      t,
      pass.barcodePath.split('?')[0]!,
      { segmentId: segment.segmentId },
      token,
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const seatTaken = await seatMapOf(token, segment.segmentId);
    expect(seatTaken.selectedSeat).toBe(seat);

    const cancelled = await call(t, 'POST', `${P}/cancel`, {
      token,
      locale: 'en_US',
      body: { segmentId: segment.segmentId },
    });
    expect(cancelled).toMatchObject({
      code: 200,
      msg: 'Check-in cancelled successfully',
      data: { cancelCount: 1, cancelsLeft: 2 },
    });
    const noPass = await call(t, 'GET', `${P}/boardingPass`, {
      token,
      query: { segmentId: segment.segmentId },
    });
    expect(noPass.code).toBe(601);

    const second = await call<BoardingPass>(t, 'POST', `${P}/confirm`, {
      token,
      body: confirmBody(segment.segmentId, seat),
    });
    expect(second.code).toBe(200);
    expect(second.data.sequenceNo).toBeGreaterThan(pass.sequenceNo);
  });
});

describe('authentication', () => {
  it('asks for each missing prompt and checks the certificate and the number', async () => {
    const [who] = await book(t, 1);
    const auth = (body: object) =>
      call(t, 'POST', `${P}/auth`, { locale: 'en_US', body: { ...who, code: '123456', ...body } });
    expect(await auth({ name: ' ' })).toMatchObject({
      code: 400,
      msg: 'Please enter the passenger name',
    });
    expect((await auth({ certNo: '' })).msg).toBe('Please enter the certificate information');
    expect((await auth({ mobile: '' })).msg).toBe('Please enter the phone number');
    expect((await auth({ code: '' })).msg).toBe('Please enter the verification code');
    expect((await auth({ certType: 'NI', certNo: '440106199003151235' })).msg).toContain(
      'ID card number is not valid',
    );
    expect((await auth({ mobile: '1380013800' })).msg).toContain('(10 digits entered)');
    expect(await auth({ certType: '' })).toMatchObject({
      code: 400,
      msg: 'Please choose the certificate type',
    });
    expect((await auth({ certType: 'XX' })).msg).toBe('Please choose the certificate type');
  });

  it('sendSms checks the number (stating the digits entered) before the picture code', async () => {
    const short = await call(t, 'POST', `${P}/sendSms`, {
      body: { mobile: '1380013800', captchaCode: TEST_CAPTCHA, captchaUuid: 'x' },
    });
    expect(short).toMatchObject({ code: 400 });
    expect(short.msg).toContain('当前已输入10位');
    const wrongPicture = await call(t, 'POST', `${P}/sendSms`, {
      body: { mobile: '13800138099', captchaCode: 'nope', captchaUuid: 'x' },
    });
    expect(wrongPicture.code).toBe(601);
  });

  it('refuses details that match no booking (after a right code)', async () => {
    const [who] = await book(t, 1);
    await expect(authAs(t, { ...who!, name: '无此人' })).rejects.toThrow(/auth: 601/);
  });

  it('answers 402 without a valid token', async () => {
    for (const token of [undefined, '', 'not-a-token']) {
      const answer = await call(t, 'GET', `${P}/itinerary`, { token, locale: 'en_US' });
      expect(answer.code).toBe(402);
      expect(answer.msg).toContain('check-in session');
    }
    const [who] = await book(t, 1);
    const token = await tokenFor(t, who!.passengerId);
    t.clock.advance(31 * 60_000);
    expect((await call(t, 'GET', `${P}/itinerary`, { token })).code).toBe(402);
    t.clock.advance(-31 * 60_000);
  });

  it('accepts an international number for a passport holder', async () => {
    const { passengerId } = await bookOne(t);
    await t.deps.database.db
      .updateTable('checkin_passenger')
      .set({ cert_type: 'PP', cert_no: 'E12345678', name: 'SMITH/ANNA', mobile: '+447700900123' })
      .where('id', '=', passengerId)
      .execute();
    const token = await authAs(t, {
      name: 'Smith / Anna',
      certType: 'PP',
      certNo: 'e12345678',
      mobile: '+44 7700 900123',
    });
    expect(token.length).toBeGreaterThan(30);
  });
});

describe('rules, each refused with its message', () => {
  async function refusal(
    birthDate: string,
    options: Parameters<typeof bookOne>[2],
    body: object = {},
  ) {
    const who = await bookOne(t, birthDate, options);
    const token = await tokenFor(t, who.passengerId);
    const map = await seatMapOf(token, who.segmentId);
    return call(t, 'POST', `${P}/confirm`, {
      token,
      locale: 'en_US',
      body: confirmBody(who.segmentId, freeSeat(map), body),
    });
  }

  it.each([
    ['1950-01-01', {}, 'Passengers over 70'],
    ['2018-05-05', {}, 'Children cannot'],
    ['1990-01-01', { passengerType: 'CHD' as const }, 'Children cannot'],
    ['1990-01-01', { specialServices: ['PREG'] }, 'Pregnant passengers'],
    ['1990-01-01', { specialServices: ['INFT'] }, 'travelling with an infant'],
    ['2013-01-01', { specialServices: ['UMNR'] }, 'Unaccompanied minors'],
    ['1990-01-01', { specialServices: ['MEDA'] }, 'medical assistance'],
    ['1990-01-01', { specialServices: ['STCR'] }, 'Stretcher passengers'],
  ])('born %s with %o: %s', async (birth, options, text) => {
    const answer = await refusal(birth, options);
    expect(answer.code).toBe(601);
    expect(answer.msg).toContain(text);
  });

  it('needs the agreement and the dangerous goods notice', async () => {
    expect((await refusal('1990-01-01', {}, { acceptAgreement: false })).msg).toContain(
      'online check-in agreement',
    );
    expect((await refusal('1990-01-01', {}, { acceptDangerousGoods: false })).msg).toContain(
      'dangerous goods',
    );
  });

  it('refuses invalid seats, seats of the other cabin, taken seats and exit rows without the declaration', async () => {
    const who = await bookOne(t);
    const token = await tokenFor(t, who.passengerId);
    const map = await seatMapOf(token, who.segmentId);
    const confirm = (seat: string, extra: object = {}) =>
      call(t, 'POST', `${P}/confirm`, {
        token,
        locale: 'en_US',
        body: confirmBody(who.segmentId, seat, extra),
      });
    expect((await confirm('99Z')).msg).toBe('Invalid seat; please choose another');
    expect((await confirm('12I')).msg).toBe('Invalid seat; please choose another');
    const business = map.rows.find((r) => r.cabin === 'C')!.seats.find((s) => s)!.seat;
    expect((await confirm(business)).msg).toContain('not in your cabin (Economy)');
    const locked = map.rows
      .filter((r) => r.cabin === 'Y')
      .flatMap((r) => r.seats)
      .find((s) => s?.state === 'locked')!.seat;
    expect((await confirm(locked)).msg).toBe('This seat is already taken; please choose another');
    const exit = freeSeat(map, 'emergency');
    expect((await confirm(exit)).msg).toContain('exit row declaration');
    const ok = await confirm(exit, { acceptExitRow: true });
    expect(ok.code).toBe(200);
    expect((await confirm(freeSeat(map))).msg).toContain('already checked in');
  });

  it('opens 48 hours and closes 4 hours before departure', async () => {
    const who = await bookOne(t);
    const token = await tokenFor(t, who.passengerId);
    const seat = freeSeat(await seatMapOf(token, who.segmentId));
    const now = t.clock.now();
    const departure = who.flight.plannedDeparture;
    try {
      t.clock.set(new Date(departure - 48 * 3_600_000 - 60_000));
      const early = await call(t, 'POST', `${P}/confirm`, {
        token: await tokenFor(t, who.passengerId),
        locale: 'en_US',
        body: confirmBody(who.segmentId, seat),
      });
      expect(early).toMatchObject({ code: 601 });
      expect(early.msg).toContain('opens 48 hours before departure');
      t.clock.set(new Date(departure - 4 * 3_600_000 + 60_000));
      const late = await call<CheckinItinerary>(t, 'GET', `${P}/itinerary`, {
        token: await tokenFor(t, who.passengerId),
        locale: 'en_US',
      });
      expect(late.data.segments[0]).toMatchObject({ canCheckIn: false, block: 'closed' });
      const refused = await call(t, 'POST', `${P}/confirm`, {
        token: await tokenFor(t, who.passengerId),
        locale: 'en_US',
        body: confirmBody(who.segmentId, seat),
      });
      expect(refused.msg).toContain('closed 4 hours before departure');
    } finally {
      t.clock.set(now);
    }
  });

  it('cancels at most three times, never in the last 60 minutes, never after the counter', async () => {
    const who = await bookOne(t, '1990-01-01', { cancelCount: 2 });
    const token = await tokenFor(t, who.passengerId);
    const seat = freeSeat(await seatMapOf(token, who.segmentId));
    const confirm = () =>
      call(t, 'POST', `${P}/confirm`, { token, body: confirmBody(who.segmentId, seat) });
    const cancel = () =>
      call(t, 'POST', `${P}/cancel`, {
        token,
        locale: 'en_US',
        body: { segmentId: who.segmentId },
      });
    expect((await confirm()).code).toBe(200);
    expect((await cancel()).code).toBe(200);
    expect((await confirm()).code).toBe(200);
    const fourth = await cancel();
    expect(fourth.code).toBe(601);
    expect(fourth.msg).toContain('at most 3 times');

    const late = await bookOne(t);
    const lateToken = await tokenFor(t, late.passengerId);
    const lateSeat = freeSeat(await seatMapOf(lateToken, late.segmentId));
    expect(
      (
        await call(t, 'POST', `${P}/confirm`, {
          token: lateToken,
          body: confirmBody(late.segmentId, lateSeat),
        })
      ).code,
    ).toBe(200);
    const now = t.clock.now();
    try {
      t.clock.set(new Date(late.flight.plannedDeparture - 59 * 60_000));
      const refused = await call(t, 'POST', `${P}/cancel`, {
        token: await tokenFor(t, late.passengerId),
        locale: 'en_US',
        body: { segmentId: late.segmentId },
      });
      expect(refused.msg).toContain('within 60 minutes of departure');
    } finally {
      t.clock.set(now);
    }

    for (const channel of ['counter', 'kiosk'] as const) {
      const counter = await bookOne(t, '1990-01-01', { channel });
      const counterToken = await tokenFor(t, counter.passengerId);
      const refused = await call(t, 'POST', `${P}/cancel`, {
        token: counterToken,
        locale: 'en_US',
        body: { segmentId: counter.segmentId },
      });
      expect(refused.msg).toContain('counter or kiosk cannot be cancelled online');
    }
  });

  it('does not let a passenger touch another passenger’s segment', async () => {
    const [a, b] = await book(t, 2);
    const token = await tokenFor(t, a!.passengerId);
    const answer = await call(t, 'GET', `${P}/seatMap`, {
      token,
      locale: 'en_US',
      query: { segmentId: b!.segmentId },
    });
    expect(answer).toMatchObject({ code: 601 });
  });
});

describe('atomic seat assignment', () => {
  it('a replayed confirm answers the same check-in and creates no second one', async () => {
    const who = await bookOne(t);
    const token = await tokenFor(t, who.passengerId);
    const seat = freeSeat(await seatMapOf(token, who.segmentId));
    const body = confirmBody(who.segmentId, seat);
    const [first, second] = await Promise.all([
      call<BoardingPass>(t, 'POST', `${P}/confirm`, { token, body }),
      call<BoardingPass>(t, 'POST', `${P}/confirm`, { token, body }),
    ]);
    const third = await call<BoardingPass>(t, 'POST', `${P}/confirm`, { token, body });
    for (const answer of [first, second, third]) expect(answer.code).toBe(200);
    expect(new Set([first, second, third].map((a) => a.data.sequenceNo)).size).toBe(1);
    const rows = await t.deps.database.db
      .selectFrom('checkin_seat')
      .selectAll()
      .where('segment_id', '=', who.segmentId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('one passenger confirming two seats at once gets one of them', async () => {
    const who = await bookOne(t);
    const token = await tokenFor(t, who.passengerId);
    const map = await seatMapOf(token, who.segmentId);
    const seats = map.rows
      .flatMap((r) => r.seats)
      .filter((s) => s?.state === 'optional')
      .slice(0, 2)
      .map((s) => s!.seat);
    const answers = await Promise.all(
      seats.map((seat) =>
        call(t, 'POST', `${P}/confirm`, {
          token,
          locale: 'en_US',
          body: confirmBody(who.segmentId, seat),
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.find((a) => a.code !== 200)?.msg).toContain('already checked in');
  });

  it('200 concurrent confirms for one seat by different passengers give exactly one success', async () => {
    const people = await book(t, 200);
    const tokens = await Promise.all(people.map((p) => tokenFor(t, p.passengerId)));
    const seat = freeSeat(await seatMapOf(tokens[0]!, people[0]!.segmentId));
    const answers = await Promise.all(
      people.map((p, i) =>
        call(t, 'POST', `${P}/confirm`, {
          token: tokens[i],
          locale: 'en_US',
          body: confirmBody(p.segmentId, seat),
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.code !== 200);
    expect(refused).toHaveLength(199);
    for (const a of refused)
      expect(a).toMatchObject({
        code: 601,
        msg: 'This seat is already taken; please choose another',
      });
    const flightId = (
      await t.deps.database.db
        .selectFrom('checkin_segment')
        .select('flight_id')
        .where('id', '=', people[0]!.segmentId)
        .executeTakeFirstOrThrow()
    ).flight_id;
    const holders = await t.deps.database.db
      .selectFrom('checkin_seat')
      .selectAll()
      .where('flight_id', '=', flightId)
      .where('seat', '=', seat)
      .execute();
    expect(holders).toHaveLength(1);
    const checkedIn = await t.deps.database.db
      .selectFrom('checkin_segment')
      .select('id')
      .where('flight_id', '=', flightId)
      .where('status', '=', 'checkedIn')
      .where('seat', '=', seat)
      .execute();
    expect(checkedIn).toHaveLength(1);
  }, 120_000);
});
