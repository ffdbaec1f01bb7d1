/**
 * Paths of the member calls (spec section 7), plus the trip, profile and points calls the member
 * centre needs. Zod-free, so the page can name a call without loading schemas. The captcha and
 * SMS calls the login uses are in captcha-paths.ts and sms-paths.ts.
 */
export const memberPaths = {
  login: '/byairport-cms/user/login',
  logout: '/byairport-cms/user/logout',
  verifyToken: '/byairport-cms/user/verifyToken',
  profile: '/byairport-cms/user/profile',
  updateProfile: '/byairport-cms/user/updateProfile',
  trips: '/byairport-cms/user/queryUserTrip',
  followFlights: '/byairport-cms/user/followFlights',
  unfollowFlight: '/byairport-cms/user/unfollowFlight',
  feedback: '/byairport-cms/user/feedback',
  points: '/byairport-cms/user/pointList',
  /** Add or change the member's e-mail address: a confirmation link is mailed to it. */
  setEmail: '/byairport-cms/user/setEmail',
  /** The link's call (a signed token; no login needed, the link may open on another device). */
  confirmEmail: '/byairport-cms/user/confirmEmail',
  /** Remove the address (and a waiting one); e-mail alerts to it stop. */
  removeEmail: '/byairport-cms/user/removeEmail',
} as const;

/** The page the member's e-mail confirmation link opens; `?token=` carries the signed token. */
export const MEMBER_CONFIRM_EMAIL_PAGE = '/member/confirmEmail';

/** Spec sections 5 and 9: 11-digit mainland mobile numbers, 6-digit codes. */
export const MOBILE_LENGTH = 11;
export const SMS_CODE_LENGTH = 6;
/** Seconds before the page offers to send another code (the server refuses sooner ones). */
export const SMS_RESEND_SECONDS = 60;
/** Spec section 9: the member token is checked in the background this often. */
export const TOKEN_CHECK_INTERVAL_MS = 180_000;

/** A Chinese mainland mobile number: 11 digits starting 13–19. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** The drawn avatars a member can choose from (the web app ships the pictures). */
export const MEMBER_AVATARS = ['plane', 'tower', 'kapok', 'globe', 'suitcase', 'cloud'] as const;
export type MemberAvatar = (typeof MEMBER_AVATARS)[number];

/** Why points were added to the ledger; the check-in issue adds `checkIn` (50 each). */
export const POINT_REASONS = ['firstLogin', 'contactMessage', 'checkIn'] as const;
export type PointReason = (typeof POINT_REASONS)[number];
