import type { Locale } from '@can/contracts';
import {
  CHECKIN_MAX_CANCELS,
  CHECKIN_CANCEL_CLOSES_MINUTES,
  checkinPaths,
  type BoardingPass,
  type Cabin,
  type CertType,
  type CheckinAuthBody,
  type CheckinBlock,
  type CheckinCancelAnswer,
  type CheckinConfirmBody,
  type CheckinItinerary,
  type CheckinSegment,
  type CheckinSendSmsBody,
  type SeatMap,
} from '@can/contracts/checkin';
import type { SendSmsAnswer } from '@can/contracts/member';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../platform/clock';
import { BusinessRuleError } from '../../platform/errors';
import { message, type MessageKey } from '../../platform/messages';
import { bcbpOf, pdf417Png } from './barcode';
import { rollDemoSegments } from './bookings';
import {
  certificateNumber,
  certificateType,
  checkinMobile,
  nameKey,
  passengerName,
  smsCode,
} from './contact-details';
import type { DeparturesOn } from './departures';
import { notOrdinaryAdult } from './eligibility';
import type { MemberLink } from './member-link';
import * as repo from './repo';
import type { PassengerRow, SegmentRow } from './repo';
import { buildSeatMap } from './seat-map';
import { blockedElsewhere, findSeat, layoutFor } from './seat-layouts';
import type { CheckinSessions } from './sessions';
import { boardingMinutes, cabinName, cityName, localClock, localTime } from './texts';
import { WINDOW, windowPlace } from './window';

/** The sms module's code service as check-in uses it (app.ts passes it). */
export interface CheckinSmsCodes {
  send(input: {
    purpose: string;
    mobile: string;
    ip: string;
    locale: Locale;
    textKey: MessageKey;
    mobileRule?: (value: string) => string;
  }): Promise<SendSmsAnswer>;
  verify(input: {
    purpose: string;
    mobile: string;
    code: string;
    mobileRule?: (value: string) => string;
  }): Promise<string>;
}

export interface CheckinServiceDeps {
  db: Db;
  clock: Clock;
  flightsOn: DeparturesOn;
  sessions: CheckinSessions;
  smsCodes: CheckinSmsCodes;
  /** The captcha module's check: throws unless the answer is right. */
  verifyCaptcha: (uuid: string, answer: string) => Promise<void>;
  memberLink?: MemberLink;
  /** The airport's service line (CONTENT.md), answered with refusals. */
  helpLine?: string;
}

const SMS_PURPOSE = 'checkin';
const mobileRule = (value: string) => checkinMobile(value).mobile;
const refuse = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new BusinessRuleError(key, params);

const BLOCK_KEYS: Record<Exclude<CheckinBlock, 'notOrdinaryAdult'>, MessageKey> = {
  notOpenYet: 'checkinNotOpenYet',
  closed: 'checkinClosed',
  departed: 'checkinDeparted',
  checkedInAtCounter: 'checkinCancelAtCounter',
};

export function createCheckinService(deps: CheckinServiceDeps) {
  const { db, clock, flightsOn, sessions, smsCodes } = deps;
  const helpLine = deps.helpLine ?? '020-36066999';

  async function passenger(id: number): Promise<PassengerRow> {
    const row = await repo.passengerById(db, id);
    if (!row) throw refuse('checkinPassengerNotFound');
    return row;
  }

  async function ownSegment(passengerId: number, segmentId: number): Promise<SegmentRow> {
    const row = await repo.segmentById(db, segmentId);
    if (!row || row.passenger_id !== passengerId) throw refuse('checkinSegmentUnknown');
    return row;
  }

  /** Why the segment cannot be checked in now (key and its parameters), or null. */
  function blockOf(
    p: PassengerRow,
    s: SegmentRow,
    now: number,
  ): { block: CheckinBlock; key: MessageKey; params: Record<string, string> } | null {
    const departure = Number(s.departure);
    const place = windowPlace(departure, now);
    if (place !== 'open') {
      return {
        block: place,
        key: BLOCK_KEYS[place],
        params: { opens: localTime(departure - WINDOW.opensBeforeMs) },
      };
    }
    const adult = notOrdinaryAdult(p, s.flight_date);
    if (adult) return { block: 'notOrdinaryAdult', key: adult, params: {} };
    if (s.status === 'checkedIn' && s.channel !== 'web') {
      return { block: 'checkedInAtCounter', key: 'checkinCancelAtCounter', params: {} };
    }
    return null;
  }

  /** The cancel rules in order; null when the check-in may be cancelled now. */
  function cancelRefusal(s: SegmentRow, now: number): [MessageKey, Record<string, number>] | null {
    if (s.status !== 'checkedIn') return ['checkinNotCheckedIn', {}];
    if (s.channel !== 'web') return ['checkinCancelAtCounter', {}];
    if (s.cancel_count >= CHECKIN_MAX_CANCELS) {
      return ['checkinCancelLimit', { max: CHECKIN_MAX_CANCELS }];
    }
    if (now > Number(s.departure) - WINDOW.cancelClosesBeforeMs) {
      return ['checkinCancelTooLate', { minutes: CHECKIN_CANCEL_CLOSES_MINUTES }];
    }
    return null;
  }

  async function scheduled(s: SegmentRow) {
    const day = await flightsOn(s.flight_date).catch(() => []);
    return day.find((f) => f.flightId === s.flight_id) ?? null;
  }

  function segmentAnswer(p: PassengerRow, s: SegmentRow, locale: Locale, terminal: string) {
    const now = clock.now().getTime();
    const block = blockOf(p, s, now);
    const answer: CheckinSegment = {
      segmentId: s.id,
      pnr: s.pnr,
      ticketNo: s.ticket_no,
      flightNo: s.ticketed_flight_no,
      operatingFlightNo: s.flight_no,
      flightDate: s.flight_date,
      from: s.from_airport,
      fromCity: cityName(s.from_airport, locale),
      to: s.to_airport,
      toCity: cityName(s.to_airport, locale),
      departureTime: localTime(Number(s.departure)),
      arrivalTime: localTime(Number(s.arrival)),
      terminal,
      aircraft: s.aircraft,
      cabin: s.cabin as Cabin,
      cabinName: cabinName(s.cabin as Cabin, locale),
      status: s.status === 'checkedIn' ? 'checkedIn' : 'booked',
      channel: s.channel ? (s.channel as CheckinSegment['channel']) : null,
      seat: s.seat || null,
      cancelCount: s.cancel_count,
      canCheckIn: block === null && s.status !== 'checkedIn',
      canCancel: cancelRefusal(s, now) === null,
      block: block?.block ?? null,
      blockMessage: block ? message(locale, block.key, block.params) : null,
    };
    return answer;
  }

  async function boardingPassOf(
    p: PassengerRow,
    s: SegmentRow,
    locale: Locale,
  ): Promise<BoardingPass> {
    const flight = await scheduled(s);
    const departure = Number(s.departure);
    return {
      segmentId: s.id,
      name: p.name,
      nameLatin: p.name_latin,
      flightNo: s.ticketed_flight_no,
      operatingFlightNo: s.flight_no,
      flightDate: s.flight_date,
      from: s.from_airport,
      fromCity: cityName(s.from_airport, locale),
      to: s.to_airport,
      toCity: cityName(s.to_airport, locale),
      departureTime: localTime(departure),
      seat: s.seat,
      cabin: s.cabin as Cabin,
      cabinName: cabinName(s.cabin as Cabin, locale),
      sequenceNo: s.sequence_no,
      boardingTime: localClock(departure - boardingMinutes(s.to_airport) * 60_000),
      gate: flight?.gate ?? '',
      terminal: flight?.terminal ?? '',
      pnr: s.pnr,
      ticketNo: s.ticket_no,
      bcbp: bcbpOf(s, p.name_latin),
      barcodePath: `${checkinPaths.boardingPassImage}?segmentId=${s.id}`,
    };
  }

  async function checkedInSegment(passengerId: number, segmentId: number) {
    const s = await ownSegment(passengerId, segmentId);
    if (s.status !== 'checkedIn' || !s.seat) throw refuse('checkinBoardingPassUnavailable');
    return s;
  }

  return {
    async sendSms(body: CheckinSendSmsBody, ip: string, locale: Locale): Promise<SendSmsAnswer> {
      const { mobile } = checkinMobile(body.mobile);
      await deps.verifyCaptcha(body.captchaUuid, body.captchaCode);
      return smsCodes.send({
        purpose: SMS_PURPOSE,
        mobile,
        ip,
        locale,
        textKey: 'checkinSmsText',
        mobileRule,
      });
    },

    /** Checks the prompts, then the code (proving the phone), then finds the booking. */
    async auth(body: CheckinAuthBody) {
      const name = passengerName(body.name);
      const certType: CertType = certificateType(body.certType);
      const certNo = certificateNumber(certType, body.certNo);
      const { mobile } = checkinMobile(body.mobile);
      const code = smsCode(body.code);
      await smsCodes.verify({ purpose: SMS_PURPOSE, mobile, code, mobileRule });
      const p = await repo.passengerByCert(db, certType, certNo);
      if (!p || p.mobile !== mobile || nameKey(p.name) !== nameKey(name)) {
        throw refuse('checkinPassengerNotFound');
      }
      if (p.demo) await rollDemoSegments(db, flightsOn, p.id, clock.now());
      const { token, expiresIn } = await sessions.open(p.id);
      return { checkinToken: token, expiresIn };
    },

    async itinerary(passengerId: number, locale: Locale): Promise<CheckinItinerary> {
      const p = await passenger(passengerId);
      if (p.demo) await rollDemoSegments(db, flightsOn, p.id, clock.now());
      const segments = await repo.segmentsOf(db, p.id);
      const list = await Promise.all(
        segments.map(async (s) =>
          segmentAnswer(p, s, locale, (await scheduled(s))?.terminal ?? ''),
        ),
      );
      const certNo =
        p.cert_no.length > 8
          ? `${p.cert_no.slice(0, 4)}${'*'.repeat(p.cert_no.length - 8)}${p.cert_no.slice(-4)}`
          : p.cert_no;
      return {
        passenger: {
          name: p.name,
          certType: p.cert_type as CertType,
          certNo,
          mobile:
            p.mobile.length > 7 ? `${p.mobile.slice(0, 3)}****${p.mobile.slice(-4)}` : p.mobile,
        },
        segments: list,
        helpLine: { phone: helpLine, hours: message(locale, 'checkinHelpHours') },
      };
    },

    async seatMap(passengerId: number, segmentId: number): Promise<SeatMap> {
      const s = await ownSegment(passengerId, segmentId);
      return buildSeatMap(s, await repo.takenSeats(db, s.flight_id, s.flight_date));
    },

    /**
     * Checks in with a seat. The seat row's primary key (flight, date, seat) and its unique
     * segment make the assignment atomic on both dialects: of concurrent confirms for a seat
     * exactly one inserts; a replayed confirm finds its own check-in and answers it again.
     */
    async confirm(
      passengerId: number,
      body: CheckinConfirmBody,
      locale: Locale,
    ): Promise<BoardingPass> {
      const p = await passenger(passengerId);
      const s = await ownSegment(passengerId, body.segmentId);
      const layout = layoutFor(s.aircraft);
      const seat = findSeat(layout, body.seat);
      if (s.status === 'checkedIn') {
        if (s.channel === 'web' && seat && s.seat === seat.seat)
          return boardingPassOf(p, s, locale);
        throw refuse('checkinAlreadyCheckedIn', { seat: s.seat });
      }
      const now = clock.now();
      const block = blockOf(p, s, now.getTime());
      if (block) throw refuse(block.key, block.params);
      if (!body.acceptAgreement) throw refuse('checkinAgreementRequired');
      if (!body.acceptDangerousGoods) throw refuse('checkinDangerousGoodsRequired');
      if (!seat) throw refuse('checkinSeatInvalid');
      if (seat.cabin !== s.cabin) {
        throw refuse('checkinSeatOtherCabin', { cabin: cabinName(s.cabin as Cabin, locale) });
      }
      if (blockedElsewhere(s.flight_id, seat.seat)) throw refuse('checkinSeatTaken');
      if (seat.exitRow && !body.acceptExitRow) throw refuse('checkinExitRowRequired');

      let done = false;
      try {
        done = await inTransaction(db, async (trx) => {
          await repo.insertSeat(trx, {
            flight_id: s.flight_id,
            flight_date: s.flight_date,
            seat: seat.seat,
            segment_id: s.id,
            created_at: now.toISOString(),
          });
          const sequence = await repo.nextSequence(trx, s.flight_id);
          const updated = await repo.checkInOnline(trx, s.id, {
            seat: seat.seat,
            sequenceNo: sequence,
            at: now.toISOString(),
          });
          if (!updated) throw new Error('segment changed meanwhile');
          await deps.memberLink?.(trx, {
            mobile: p.mobile,
            segmentId: s.id,
            flightId: s.flight_id,
            flightNo: s.ticketed_flight_no,
            flightDate: s.flight_date,
            at: now,
          });
          return true;
        });
      } catch (error) {
        // A concurrent copy of this confirm may have won: then answer its boarding pass.
        const after = await repo.segmentById(db, s.id);
        if (after?.status === 'checkedIn' && after.channel === 'web' && after.seat === seat.seat) {
          return boardingPassOf(p, after, locale);
        }
        // The same passenger confirmed another seat at the same moment and that one won.
        if (after?.status === 'checkedIn') {
          throw refuse('checkinAlreadyCheckedIn', { seat: after.seat });
        }
        if (repo.isUniqueViolation(error)) throw refuse('checkinSeatTaken');
        throw error;
      }
      if (!done) throw refuse('checkinConfirmFailed');
      return boardingPassOf(p, await checkedInSegment(passengerId, s.id), locale);
    },

    async boardingPass(
      passengerId: number,
      segmentId: number,
      locale: Locale,
    ): Promise<BoardingPass> {
      const s = await checkedInSegment(passengerId, segmentId);
      return boardingPassOf(await passenger(passengerId), s, locale);
    },

    async boardingPassImage(passengerId: number, segmentId: number): Promise<Buffer> {
      const s = await checkedInSegment(passengerId, segmentId);
      return pdf417Png(bcbpOf(s, (await passenger(passengerId)).name_latin));
    },

    async cancel(passengerId: number, segmentId: number): Promise<CheckinCancelAnswer> {
      const s = await ownSegment(passengerId, segmentId);
      const refusal = cancelRefusal(s, clock.now().getTime());
      if (refusal) throw refuse(...refusal);
      const cancelCount = await inTransaction(db, async (trx) => {
        if (!(await repo.cancelOnline(trx, s.id, CHECKIN_MAX_CANCELS))) return null;
        await repo.deleteSeatOf(trx, s.id);
        return s.cancel_count + 1;
      });
      if (cancelCount === null) throw refuse('checkinNotCheckedIn');
      return {
        segmentId: s.id,
        cancelCount,
        cancelsLeft: Math.max(0, CHECKIN_MAX_CANCELS - cancelCount),
      };
    },
  };
}

export type CheckinService = ReturnType<typeof createCheckinService>;
