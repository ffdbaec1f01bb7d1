import type { Generated } from 'kysely';
import type { Flag, I18nJson } from '../../db/column-types';

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

/** This module's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface CmsTables {
  nav_menu: NavMenuTable;
  folder: FolderTable;
  roll_picture: RollPictureTable;
  article: ArticleTable;
  footer_column: FooterColumnTable;
  footer_item: FooterItemTable;
}
