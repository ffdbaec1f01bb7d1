import type { Locale } from '@can/contracts';
import type { FlightRecord } from '@can/contracts/flights';
import type {
  FollowedFlightKey,
  LoginAnswer,
  MemberFeedbackPage,
  MemberProfile,
  MemberTrip,
  MemberTripPage,
  PointPage,
  PointReason,
  UpdateProfileBody,
} from '@can/contracts/member';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../platform/clock';
import { enforceLimits } from '../../platform/rate-limit';
import type { Store } from '../../platform/store';
import type { MemberSessions } from './member-sessions';
import { TOKEN_TTL_MS } from './member-sessions';
import { POINTS } from './points-ledger';
import * as repo from './repo';
import { maskedMobile } from '../../platform/masked-mobile';
import { maskedAddress } from '../../platform/mailer';
import type { Log } from '../../platform/log';

/** The flight service's current record of a flight, or null when the schedule has none. */
export type FlightLookup = (flightId: string) => Promise<FlightRecord | null>;

/** The SMS code check (the sms module's code service, passed in by app.ts). */
export interface SmsCodeChecker {
  /** Throws unless the code is right; answers the normalized number. */
  verify(input: { purpose: string; mobile: string; code: string }): Promise<string>;
}

export interface MemberServiceDeps {
  db: Db;
  store: Store;
  clock: Clock;
  sessions: MemberSessions;
  smsCodes: SmsCodeChecker;
  flightLookup: FlightLookup;
  /**
   * Flight alerts (issue 22): a member's follow subscribes the login mobile to SMS alerts, and
   * an unfollow ends them. A failure there never fails the follow.
   */
  onFlightsFollowed?: FlightsFollowed;
  onFlightUnfollowed?: FlightUnfollowed;
}

export type FlightsFollowed = (input: {
  memberId: number;
  mobile: string;
  flightIds: string[];
  locale: Locale;
}) => Promise<void>;
export type FlightUnfollowed = (input: { memberId: number; flightId: string }) => Promise<void>;

const pageOf = <T>(list: T[], total: number, pageNum: number, pageSize: number) => ({
  list,
  pageNum,
  pageSize,
  pages: Math.ceil(total / pageSize),
  total,
});

const cityIn = (r: FlightRecord, end: 'org' | 'dst', locale: Locale) => {
  const suffix = { 'zh-CN': 'Cn', 'en-US': 'En', 'fr-FR': 'Fr', 'ko-KR': 'Kr' } as const;
  return r[`${end}City${suffix[locale]}`] || r[`${end}CityEn`] || r[`${end}City`];
};

const statusIn = (r: FlightRecord, locale: Locale) => {
  const suffix = { 'zh-CN': 'Cn', 'en-US': 'En', 'fr-FR': 'Fr', 'ko-KR': 'Kr' } as const;
  return r[`flightStatus${suffix[locale]}`] || r.flightStatusEn;
};

export const flightIdOf = (k: FollowedFlightKey) => `${k.flightDate}-${k.depOrArr}-${k.flightNo}`;

export function createMemberService(deps: MemberServiceDeps) {
  const { db, store, clock, sessions, smsCodes, flightLookup } = deps;

  return {
    /** Checks the SMS code, creates the member on the first login (with its points), opens a session. */
    async login(input: { mobile: string; code: string; ip: string }): Promise<LoginAnswer> {
      await enforceLimits(store, [{ key: `login:ip:${input.ip}`, max: 60, windowMs: 10 * 60_000 }]);
      const mobile = await smsCodes.verify({
        purpose: 'login',
        mobile: input.mobile,
        code: input.code,
      });
      const now = clock.now();
      const { memberId, created } = await inTransaction(db, async (trx) => {
        const existing = await repo.memberIdByMobile(trx, mobile);
        if (existing) {
          await repo.touchLastLogin(trx, existing.id, now.toISOString());
          return { memberId: existing.id, created: false };
        }
        const inserted = await repo.insertMember(trx, {
          mobile,
          nickname: `白云旅客${mobile.slice(-4)}`,
          avatar: 'plane',
          created_at: now.toISOString(),
          last_login_at: now.toISOString(),
        });
        if (!inserted) {
          const raced = await repo.memberIdByMobile(trx, mobile);
          return { memberId: raced!.id, created: false };
        }
        await repo.appendPoints(trx, {
          memberId: inserted.id,
          points: POINTS.firstLogin,
          reason: 'firstLogin',
          reference: '',
          at: now,
        });
        return { memberId: inserted.id, created: true };
      });
      const session = await sessions.issue(memberId);
      return {
        tokenMap: { access_token: session.token, expires_in: TOKEN_TTL_MS / 1000 },
        firstLogin: created,
      };
    },

    async profile(memberId: number): Promise<MemberProfile> {
      const member = await repo.memberById(db, memberId);
      if (!member) throw new Error(`member ${memberId} of a live session is missing`);
      return {
        mobile: maskedMobile(member.mobile),
        nickname: member.nickname,
        avatar: member.avatar as MemberProfile['avatar'],
        email: member.email ? maskedAddress(member.email) : null,
        emailPending: member.email_pending ? maskedAddress(member.email_pending) : null,
        memberSince: member.created_at,
        pointBalance: await repo.pointBalance(db, memberId),
      };
    },

    async updateProfile(memberId: number, body: UpdateProfileBody): Promise<MemberProfile> {
      // Plain text: control characters out; React escapes the rest where it is shown.
      const nickname = body.nickname.replace(/[\p{Cc}<>]/gu, '').trim();
      await repo.updateMemberProfile(db, memberId, {
        nickname: nickname || body.nickname.trim(),
        avatar: body.avatar,
      });
      return this.profile(memberId);
    },

    async trips(
      memberId: number,
      pageNum: number,
      pageSize: number,
      locale: Locale,
    ): Promise<MemberTripPage> {
      const { rows, total } = await repo.followedFlights(
        db,
        memberId,
        (pageNum - 1) * pageSize,
        pageSize,
      );
      const list = await Promise.all(
        rows.map(async (row): Promise<MemberTrip> => {
          const record = await flightLookup(row.flight_id);
          return {
            flightId: row.flight_id,
            flightNo: row.flight_no,
            flightDate: row.flight_date,
            depOrArr: row.dep_or_arr === 'A' ? 'A' : 'D',
            from: record ? cityIn(record, 'org', locale) : null,
            to: record ? cityIn(record, 'dst', locale) : null,
            departureTime: record?.setoffTimePlan || null,
            arrivalTime: record?.arriTimePlan || null,
            terminal: record?.terminal || null,
            status: record ? statusIn(record, locale) : null,
            followedAt: row.created_at,
          };
        }),
      );
      return pageOf(list, total, pageNum, pageSize);
    },

    /** Follows the flights the schedule knows; returns how many the account follows of them. */
    async followFlights(
      memberId: number,
      flights: FollowedFlightKey[],
      context: { locale: Locale; log: Log },
    ): Promise<{ followed: number }> {
      let followed = 0;
      const flightIds: string[] = [];
      for (const key of flights) {
        const flightId = flightIdOf(key);
        if (!(await flightLookup(flightId))) continue;
        await repo.followFlight(db, {
          member_id: memberId,
          flight_id: flightId,
          flight_no: key.flightNo,
          flight_date: key.flightDate,
          dep_or_arr: key.depOrArr,
          created_at: clock.now().toISOString(),
        });
        flightIds.push(flightId);
        followed++;
      }
      const member = flightIds.length > 0 ? await repo.memberById(db, memberId) : undefined;
      if (member && deps.onFlightsFollowed) {
        await deps
          .onFlightsFollowed({ memberId, mobile: member.mobile, flightIds, locale: context.locale })
          .catch((err: unknown) => context.log.warn({ err }, 'flight alerts for a follow failed'));
      }
      return { followed };
    },

    async unfollowFlight(memberId: number, key: FollowedFlightKey, log: Log): Promise<void> {
      const flightId = flightIdOf(key);
      await repo.unfollowFlight(db, memberId, flightId);
      await deps
        .onFlightUnfollowed?.({ memberId, flightId })
        .catch((err: unknown) => log.warn({ err }, 'ending flight alerts for an unfollow failed'));
    },

    async feedback(
      memberId: number,
      pageNum: number,
      pageSize: number,
    ): Promise<MemberFeedbackPage> {
      const { rows, total } = await repo.contactMessages(
        db,
        memberId,
        (pageNum - 1) * pageSize,
        pageSize,
      );
      return pageOf(
        rows.map((r) => ({
          id: r.id,
          title: r.title,
          content: r.content,
          status: r.status === 'answered' ? 'answered' : 'received',
          reply: r.reply,
          repliedAt: r.replied_at,
          createdAt: r.created_at,
        })),
        total,
        pageNum,
        pageSize,
      );
    },

    async points(memberId: number, pageNum: number, pageSize: number): Promise<PointPage> {
      const [entries, total, balance] = await Promise.all([
        repo.pointEntries(db, memberId, (pageNum - 1) * pageSize, pageSize),
        repo.pointCount(db, memberId),
        repo.pointBalance(db, memberId),
      ]);
      return {
        ...pageOf(
          entries.map((e) => ({
            id: e.id,
            points: e.points,
            reason: e.reason as PointReason,
            balance: e.balance,
            createdAt: e.created_at,
          })),
          total,
          pageNum,
          pageSize,
        ),
        balance,
      };
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
