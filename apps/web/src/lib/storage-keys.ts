/** Every key this site keeps in localStorage or sessionStorage, in one place. */
export const STORAGE_KEYS = {
  /** localStorage: the chosen interface language, e.g. "zh-CN" (spec section 1). */
  locale: 'locale',
  /** localStorage: the member session token, sent as `authenticated_token`. */
  memberToken: 'member_token',
  /** localStorage: the member's avatar picture URL; present only while logged in. */
  memberImage: 'member_image',
  /** localStorage: id of the last notification the visitor marked read. */
  notificationRead: 'notification',
  /** localStorage: id of the last announcement the visitor closed or confirmed (spec section 4). */
  announcementRead: 'announcement_read',
  /** localStorage: the flights followed on this device (latest record of each, JSON array). */
  followedFlights: 'followed_flights',
  /** sessionStorage: the online check-in session token, sent as `checkin_token` (30 min). */
  checkinToken: 'checkin_token',
} as const;

/** The read marker's value when nothing has been read yet (spec section 9). */
export const NOTIFICATION_UNREAD = -1;

/** sessionStorage prefix of the cached navigation menu; the language content code is appended. */
export const NAV_MENU_CACHE_PREFIX = 'SET_ROUTES_';
