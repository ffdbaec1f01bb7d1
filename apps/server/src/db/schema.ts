import type { Generated } from 'kysely';

/** Key-value settings the server keeps for itself (the signing key, the seed marker). */
export interface AppSettingTable {
  key: string;
  value: string;
  updated_at: string;
}

/** Translated text: a JSON object keyed by locale, e.g. {"zh-CN":"出发","en-US":"Departures"}. */
type I18nJson = string;
/** A flag, 0 or 1 on both dialects. */
type Flag = number;

export interface NavMenuTable {
  id: Generated<number>;
  parent_id: number | null;
  path: string;
  urlkey: string;
  name_i18n: I18nJson;
  query: string;
  component: string;
  hidden: Flag;
  sort: number;
}

export interface FolderTable {
  url_key: string;
  name_i18n: I18nJson;
  banner_url: string;
}

export interface RollPictureTable {
  id: Generated<number>;
  url_key: string;
  title_i18n: I18nJson;
  content_i18n: I18nJson;
  image_url: string;
  image_net_url: string;
  url: string;
  is_app: Flag;
  sort: number;
  published: Flag;
}

export interface ArticleTable {
  id: Generated<number>;
  kind: string;
  url_key: string;
  title_i18n: I18nJson;
  summary_i18n: I18nJson;
  /** Sanitized HTML per locale. */
  content_i18n: I18nJson;
  published_at: string;
  published: Flag;
  counterpart_id: number | null;
  updated_at: string;
}

export interface FooterColumnTable {
  id: Generated<number>;
  title_i18n: I18nJson;
  /** Comma-separated locales that show the column; "" for all. */
  locales: string;
  sort: number;
}

export interface FooterItemTable {
  id: Generated<number>;
  column_id: number;
  type: string;
  content_i18n: I18nJson;
  link: string;
  urlkey: string;
  prama: string;
  show_date: Flag;
  sort: number;
}

export interface PageViewTable {
  day: string;
  path: string;
  views: number;
}

export interface FlightScheduleTable {
  flight_id: string;
  flight_date: string;
  flight_no: string;
  dep_or_arr: string;
  type: string;
  airline: string;
  domestic_or_intl: string;
  city: string;
  via: string;
  /** Epoch ms; bigint columns come back as strings on PostgreSQL, so read through Number(). */
  planned_departure: number | string;
  planned_arrival: number | string;
  terminal: string;
  counter: string;
  gate: string;
  belt: string;
  exit: string;
  aircraft: string;
  /** Codeshare numbers separated by spaces. */
  shares: string;
  flight_task: string;
}

/** Flight operations' values for one flight; null leaves the field to the schedule and simulator. */
export interface FlightOverrideTable {
  flight_id: string;
  flight_date: string;
  status: string | null;
  /** Epoch ms (string on PostgreSQL: read through Number()). */
  est_departure: number | string | null;
  est_arrival: number | string | null;
  gate: string | null;
  belt: string | null;
  counter: string | null;
  updated_at: string;
  updated_by: string;
}

export interface FaqCategoryTable {
  id: Generated<number>;
  /** security, airline, police, inspection, traffic. */
  key: string;
  name_i18n: I18nJson;
  sort: number;
}

export interface FaqQuestionTable {
  id: Generated<number>;
  category_id: number;
  question_i18n: I18nJson;
  /** Sanitized HTML per locale. */
  answer_i18n: I18nJson;
  sort: number;
  published: Flag;
  updated_at: string;
}

/** A message of the contact form; the member centre lists a member's own. */
export interface ContactMessageTable {
  id: Generated<number>;
  member_id: number | null;
  title: string;
  name: string;
  email: string;
  content: string;
  locale: string;
  /** 'received' | 'answered'. */
  status: Generated<string>;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  /** Keyed hash of the sender's address, for abuse handling without keeping the address. */
  ip_hash: Generated<string>;
  /** Feedback inbox (0011): the staff id of the last reply; closing is a mark beside status. */
  replied_by: number | null;
  closed_at: string | null;
  closed_by: number | null;
  reply_mail_id: string | null;
}

/** A member, created on the first SMS login. */
export interface MemberTable {
  id: Generated<number>;
  mobile: string;
  nickname: string;
  avatar: string;
  created_at: string;
  last_login_at: string;
}

/** A member session: only the token's SHA-256 is kept. */
export interface MemberTokenTable {
  token_hash: string;
  member_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface MemberFollowedFlightTable {
  id: Generated<number>;
  member_id: number;
  flight_id: string;
  flight_no: string;
  flight_date: string;
  dep_or_arr: string;
  created_at: string;
}

/** The points ledger: rows are only ever appended. */
export interface MemberPointTable {
  id: Generated<number>;
  member_id: number;
  points: number;
  reason: string;
  reference: Generated<string>;
  created_at: string;
}

/** Every message of the console SMS gateway (development and tests read codes here). */
export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  content: string;
  purpose: string;
  created_at: string;
}

export interface TransportCityTerminalTable {
  id: Generated<number>;
  name_i18n: I18nJson;
  district_i18n: I18nJson;
  address_i18n: I18nJson;
  description_i18n: I18nJson;
  /** JSON array of translated service names. */
  services_json: string;
  hours: string;
  phone: string;
  sort: number;
}

export interface TransportCoachRouteTable {
  id: Generated<number>;
  code: string;
  name_i18n: I18nJson;
  province_code: string;
  province_i18n: I18nJson;
  city_code: string;
  city_i18n: I18nJson;
  destination_i18n: I18nJson;
  city_terminal_id: number | null;
  fare: number;
  duration_minutes: number;
  /** JSON [{name, minutes, terminal, address}] with translated name and address. */
  stops_json: string;
  /** JSON [{terminal, times: ["HH:mm"]}]: departures from the airport. */
  timetable_json: string;
  /** JSON ["HH:mm"]: departures from the city towards the airport. */
  return_json: string;
  notes_i18n: I18nJson;
  sort: number;
}

export interface TransportItemTable {
  id: Generated<number>;
  /** shuttle, rail, carPark or taxi. */
  kind: string;
  code: string;
  /** The item as JSON, translated texts as locale-keyed objects inside. */
  data_json: string;
  sort: number;
}

export interface ShopTable {
  id: Generated<number>;
  kind: string;
  category: string;
  terminal: string;
  flow: string;
  scope: string;
  side: string;
  floor: string;
  /** A gate ("B264") or a layout zone ("T3-food-court") the map places the shop at. */
  near: string;
  name_i18n: I18nJson;
  location_i18n: I18nJson;
  description_i18n: I18nJson;
  opens: string;
  closes: string;
  /** "range", "allDay" or "lastFlight". */
  hours_kind: string;
  price_level: number;
  price_text: string;
  phone: string;
  messaging_url: string;
  mini_program_url: string;
  /** Lower-cased names in every language, for search. */
  search_text: string;
  sort: number;
}
/** A check-in passenger (issue 7); name_latin is the bar code's SURNAME/GIVEN. */
export interface CheckinPassengerTable {
  id: Generated<number>;
  name: string;
  name_latin: string;
  cert_type: string;
  cert_no: string;
  mobile: string;
  birth_date: string;
  passenger_type: string;
  special_services: Generated<string>;
  demo: Generated<number>;
  created_at: string;
}

/** A ticketed segment of a check-in passenger on one of the schedule's departures. */
export interface CheckinSegmentTable {
  id: Generated<number>;
  passenger_id: number;
  pnr: string;
  ticket_no: string;
  flight_id: string;
  ticketed_flight_no: string;
  flight_no: string;
  flight_date: string;
  from_airport: string;
  to_airport: string;
  departure: number | string;
  arrival: number | string;
  aircraft: string;
  cabin: string;
  booking_class: string;
  status: string;
  channel: Generated<string>;
  seat: Generated<string>;
  sequence_no: Generated<number>;
  cancel_count: Generated<number>;
  checked_in_at: string | null;
  created_at: string;
}

/** A check-in session: only the token's SHA-256 is kept. */
export interface CheckinTokenTable {
  token_hash: string;
  passenger_id: number;
  created_at: string;
  expires_at: string;
}

/** An active seat assignment; the primary key (flight, date, seat) makes it unique. */
export interface CheckinSeatTable {
  flight_id: string;
  flight_date: string;
  seat: string;
  segment_id: number;
  created_at: string;
}

export interface CheckinSequenceTable {
  flight_id: string;
  last_no: number;
}

/** A back-office account; the password is kept as an scrypt hash (admin/auth/password.ts). */
export interface StaffTable {
  id: Generated<number>;
  username: string;
  name: string;
  role: string;
  password_hash: string;
  /** 1 active, 0 disabled (cannot sign in; sessions refused). */
  active: number;
  failed_logins: number;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
}

/** A staff session: only the SHA-256 of the cookie's random id is kept. */
export interface StaffSessionTable {
  id_hash: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

/** One change made through the back office: who, when, what, before and after (JSON). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  staff_username: string;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  request_id: string;
}

/** Every message of the default Mailer (development and tests read mail here). */
export interface MailOutboxTable {
  id: Generated<number>;
  message_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
}

export interface Database {
  app_setting: AppSettingTable;
  nav_menu: NavMenuTable;
  folder: FolderTable;
  roll_picture: RollPictureTable;
  article: ArticleTable;
  footer_column: FooterColumnTable;
  footer_item: FooterItemTable;
  page_view: PageViewTable;
  flight_schedule: FlightScheduleTable;
  flight_override: FlightOverrideTable;
  faq_category: FaqCategoryTable;
  faq_question: FaqQuestionTable;
  contact_message: ContactMessageTable;
  member: MemberTable;
  member_token: MemberTokenTable;
  member_followed_flight: MemberFollowedFlightTable;
  member_point: MemberPointTable;
  sms_outbox: SmsOutboxTable;
  checkin_passenger: CheckinPassengerTable;
  checkin_segment: CheckinSegmentTable;
  checkin_token: CheckinTokenTable;
  checkin_seat: CheckinSeatTable;
  checkin_sequence: CheckinSequenceTable;
  transport_city_terminal: TransportCityTerminalTable;
  transport_coach_route: TransportCoachRouteTable;
  transport_item: TransportItemTable;
  shop: ShopTable;
  staff: StaffTable;
  staff_session: StaffSessionTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
}
