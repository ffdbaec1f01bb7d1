import type { Generated } from 'kysely';

/** Key-value settings the server keeps for itself (the signing key, the seed marker). */
export interface AppSettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface Database {
  app_setting: AppSettingTable;
}

export type { Generated };
