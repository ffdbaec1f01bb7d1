import * as z from 'zod/mini';
import {
  MAINLAND_MOBILE,
  MEMBER_AVATARS,
  MOBILE_LENGTH,
  POINT_REASONS,
  SMS_CODE_LENGTH,
} from './member-paths';

export * from './member-paths';

const page = (max: number, fallback: number) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(max))), fallback);

/** Member list query (spec section 3): pageNum, pageSize. */
export const memberPageQuery = z.object({
  pageNum: page(10_000, 1),
  pageSize: page(50, 10),
});
export type MemberPageQuery = z.input<typeof memberPageQuery>;

function memberPageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNum: z.int(),
    pageSize: z.int(),
    pages: z.int(),
    total: z.int(),
  });
}

// The number and code are checked by the service, so a wrong one gets the spec's own message
// (with the current length) rather than a generic field error.
const mobile = z.string().check(z.maxLength(40));

/** GET captcha/create: an SVG picture as a data URL and the id to send back with the answer. */
export const captchaAnswer = z.object({
  uuid: z.string(),
  img: z.string(),
  expiresInSeconds: z.int(),
});
export type CaptchaAnswer = z.infer<typeof captchaAnswer>;

/** POST sms/sendSms (spec section 3). */
export const sendSmsBody = z.object({
  mobile,
  captchaCode: z.string().check(z.maxLength(20)),
  captchaUuid: z.string().check(z.maxLength(64)),
});
export type SendSmsBody = z.infer<typeof sendSmsBody>;

export const sendSmsAnswer = z.object({
  /** Seconds before another code may be asked for. */
  resendInSeconds: z.int(),
  /** Seconds the code stays valid. */
  validForSeconds: z.int(),
});
export type SendSmsAnswer = z.infer<typeof sendSmsAnswer>;

/** POST user/login (spec section 3). */
export const loginBody = z.object({
  mobile,
  code: z.string().check(z.maxLength(20)),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginAnswer = z.object({
  tokenMap: z.object({
    access_token: z.string(),
    /** Seconds until the token expires. */
    expires_in: z.int(),
  }),
  /** True when this login created the member (the first-login points were added). */
  firstLogin: z.boolean(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const verifyTokenAnswer = z.object({
  /** ISO 8601 with offset. */
  expiresAt: z.string(),
});

export const memberProfile = z.object({
  mobile: z.string(),
  nickname: z.string(),
  avatar: z.enum(MEMBER_AVATARS),
  /** The confirmed e-mail address, masked (t***@example.com), or null. */
  email: z.nullable(z.string()),
  /** An address waiting for its confirmation link, masked, or null. */
  emailPending: z.nullable(z.string()),
  /** ISO 8601 with offset. */
  memberSince: z.string(),
  pointBalance: z.int(),
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const NICKNAME_MAX = 20;

/** POST user/updateProfile: the nickname (plain text) and the chosen avatar. */
export const updateProfileBody = z.object({
  nickname: z.string().check(z.trim(), z.minLength(1), z.maxLength(NICKNAME_MAX)),
  avatar: z.enum(MEMBER_AVATARS),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** POST user/setEmail: the address to confirm. */
export const setEmailBody = z.object({ email: z.string().check(z.trim(), z.maxLength(200)) });
export type SetEmailBody = z.infer<typeof setEmailBody>;

/** POST user/confirmEmail: the token from the link. */
export const confirmEmailBody = z.object({
  token: z.string().check(z.minLength(10), z.maxLength(300)),
});
export type ConfirmEmailBody = z.infer<typeof confirmEmailBody>;

/** Answers of setEmail, confirmEmail and removeEmail: the addresses now, masked. */
export const memberEmailAnswer = z.object({
  email: z.nullable(z.string()),
  emailPending: z.nullable(z.string()),
});
export type MemberEmailAnswer = z.infer<typeof memberEmailAnswer>;

/** A flight as the flight service names it: number, airport-local date, D(eparture)/A(rrival). */
export const followedFlightKey = z.object({
  flightNo: z.string().check(z.trim(), z.regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/)),
  flightDate: z.string().check(z.regex(/^\d{4}-\d\d-\d\d$/)),
  depOrArr: z.enum(['D', 'A']),
});
export type FollowedFlightKey = z.infer<typeof followedFlightKey>;

/** POST user/followFlights: one flight (the follow button) or the device's list (at login). */
export const followFlightsBody = z.object({
  flights: z.array(followedFlightKey).check(z.minLength(1), z.maxLength(20)),
});
export type FollowFlightsBody = z.infer<typeof followFlightsBody>;

export const followFlightsAnswer = z.object({
  /** How many of the flights the account follows now (unknown flights are left out). */
  followed: z.int(),
});

/** A followed flight in the member centre; times are the flight service's local times. */
export const memberTrip = z.object({
  flightId: z.string(),
  flightNo: z.string(),
  flightDate: z.string(),
  depOrArr: z.enum(['D', 'A']),
  /** Origin and destination in the request's language; null when the schedule no longer has the flight. */
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  departureTime: z.nullable(z.string()),
  arrivalTime: z.nullable(z.string()),
  terminal: z.nullable(z.string()),
  status: z.nullable(z.string()),
  /** ISO 8601 with offset. */
  followedAt: z.string(),
});
export type MemberTrip = z.infer<typeof memberTrip>;
export const memberTripPage = memberPageOf(memberTrip);
export type MemberTripPage = z.infer<typeof memberTripPage>;

/** A contact-form message of the member, with its status and any reply from the back office. */
export const memberFeedback = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  status: z.enum(['received', 'answered']),
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type MemberFeedback = z.infer<typeof memberFeedback>;
export const memberFeedbackPage = memberPageOf(memberFeedback);
export type MemberFeedbackPage = z.infer<typeof memberFeedbackPage>;

/** POST user/pointList: the body the original leaves unnamed is the member list query. */
export const pointListBody = z._default(memberPageQuery, { pageNum: 1, pageSize: 10 });

export const pointEntry = z.object({
  id: z.int(),
  points: z.int(),
  reason: z.enum(POINT_REASONS),
  /** The balance right after this entry. */
  balance: z.int(),
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntry>;
export const pointPage = z.extend(memberPageOf(pointEntry), { balance: z.int() });
export type PointPage = z.infer<typeof pointPage>;

/*
 * The login page's form (spec section 5), checked in the browser before any call. Messages are
 * keys of the web app's `member` texts (`validation.*`); the length message names the digits
 * entered, so the page passes the current length with it.
 */
const formMobile = z.string().check(
  z.superRefine((value, ctx) => {
    const typed = value.trim();
    if (!typed) ctx.addIssue({ code: 'custom', message: 'mobileRequired', input: value });
    else if (typed.length !== MOBILE_LENGTH || !/^\d+$/.test(typed))
      ctx.addIssue({ code: 'custom', message: 'mobileLength', input: value });
    else if (!MAINLAND_MOBILE.test(typed))
      ctx.addIssue({ code: 'custom', message: 'mobileInvalid', input: value });
  }),
);
const formCode = z.string().check(
  z.superRefine((value, ctx) => {
    const typed = value.trim();
    if (!typed) ctx.addIssue({ code: 'custom', message: 'codeRequired', input: value });
    else if (typed.length !== SMS_CODE_LENGTH || !/^\d+$/.test(typed))
      ctx.addIssue({ code: 'custom', message: 'codeLength', input: value });
  }),
);
export const memberLoginForm = z.object({
  mobile: formMobile,
  captchaCode: z.string().check(z.trim(), z.minLength(1, 'captchaRequired')),
  code: formCode,
});
export type MemberLoginForm = z.infer<typeof memberLoginForm>;
