/**
 * The database's tables: each module declares its own in its `tables.ts` (decision 028), and
 * `Database` combines them. The table types are re-exported here for code that reads them from
 * db/schema.
 */
import type { AlertsTables } from '../modules/alerts/tables';
import type { AdminAuditTables } from '../modules/admin/audit/tables';
import type { AdminAuthTables } from '../modules/admin/auth/tables';
import type { CheckinTables } from '../modules/checkin/tables';
import type { CmsTables } from '../modules/cms/tables';
import type { ContactTables } from '../modules/contact/tables';
import type { FaqTables } from '../modules/faq/tables';
import type { FlightsTables } from '../modules/flights/tables';
import type { MemberTables } from '../modules/member/tables';
import type { ShopsTables } from '../modules/shops/tables';
import type { SmsTables } from '../modules/sms/tables';
import type { StatsTables } from '../modules/stats/tables';
import type { TransportTables } from '../modules/transport/tables';
import type { MailerTables } from '../platform/mailer/tables';

export type { AuditLogTable } from '../modules/admin/audit/tables';
export type { StaffSessionTable, StaffTable } from '../modules/admin/auth/tables';
export type {
  CheckinPassengerTable,
  CheckinSeatTable,
  CheckinSegmentTable,
  CheckinSequenceTable,
  CheckinTokenTable,
} from '../modules/checkin/tables';
export type {
  ArticleTable,
  FolderTable,
  FooterColumnTable,
  FooterItemTable,
  NavMenuTable,
  RollPictureTable,
} from '../modules/cms/tables';
export type { ContactMessageTable } from '../modules/contact/tables';
export type { FaqCategoryTable, FaqQuestionTable } from '../modules/faq/tables';
export type { FlightOverrideTable, FlightScheduleTable } from '../modules/flights/tables';
export type {
  MemberFollowedFlightTable,
  MemberPointTable,
  MemberTable,
  MemberTokenTable,
} from '../modules/member/tables';
export type { ShopTable } from '../modules/shops/tables';
export type { SmsOutboxTable } from '../modules/sms/tables';
export type { PageViewTable } from '../modules/stats/tables';
export type {
  TransportCityTerminalTable,
  TransportCoachRouteTable,
  TransportItemTable,
} from '../modules/transport/tables';
export type { MailOutboxTable } from '../platform/mailer/tables';

/** Key-value settings the server keeps for itself (the signing key, the seed marker). */
export interface AppSettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface Database
  extends
    CmsTables,
    StatsTables,
    FlightsTables,
    FaqTables,
    ContactTables,
    MemberTables,
    SmsTables,
    CheckinTables,
    TransportTables,
    ShopsTables,
    AdminAuthTables,
    AdminAuditTables,
    MailerTables,
    AlertsTables {
  app_setting: AppSettingTable;
}
