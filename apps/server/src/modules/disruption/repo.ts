import { adminDisruption, type AdminDisruption } from '@can/contracts/disruption';
import type { Db } from '../../db/database';
import { getSetting, putSetting } from '../../db/settings-repo';

const KEY = 'disruption';
const NO_TEXT = { 'zh-CN': '', 'en-US': '', 'fr-FR': '', 'ko-KR': '' };

/** Crisis mode before anyone has switched it on: off, no texts. */
export const DISRUPTION_OFF: AdminDisruption = {
  active: false,
  message: NO_TEXT,
  transport: NO_TEXT,
  updatedAt: null,
  updatedBy: null,
};

/** The stored state; a value that no longer reads counts as off (and is logged by the caller). */
export async function readDisruption(db: Db): Promise<AdminDisruption> {
  const raw = await getSetting(db, KEY);
  if (!raw) return DISRUPTION_OFF;
  const parsed = adminDisruption.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : DISRUPTION_OFF;
}

export async function writeDisruption(db: Db, state: AdminDisruption, now: Date): Promise<void> {
  await putSetting(db, KEY, JSON.stringify(state), now);
}
