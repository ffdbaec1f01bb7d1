/** Airport time (Asia/Shanghai, UTC+8 all year) as the back office enters and shows it. */
const OFFSET_MS = 8 * 3_600_000;

/** Epoch ms of an airport-local "YYYY-MM-DD HH:mm", or null when it is no real instant. */
export function fromLocal(text: string): number | null {
  const ms = Date.parse(`${text.replace(' ', 'T')}:00+08:00`);
  if (Number.isNaN(ms)) return null;
  // Date.parse rolls 2026-02-30 over to March: refuse what does not read back the same.
  return toLocal(ms) === text ? ms : null;
}

/** Airport-local "YYYY-MM-DD HH:mm" of an instant. */
export const toLocal = (ms: number) =>
  new Date(ms + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
