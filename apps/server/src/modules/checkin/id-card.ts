/**
 * Chinese resident identity card numbers (GB 11643-1999): 6-digit area code, 8-digit birth
 * date, 3-digit order (odd for men), and an ISO 7064 MOD 11-2 check character.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function idCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK[sum % 11]!;
}

/** A full 18-character number from area, birth date (YYYY-MM-DD) and order (0–999). */
export function idCardNumber(area: string, birthDate: string, order: number): string {
  const first17 = `${area}${birthDate.replaceAll('-', '')}${String(order).padStart(3, '0')}`;
  return first17 + idCheckCharacter(first17);
}

/** The birth date (YYYY-MM-DD) of a valid 18-character number, or null when it is not one. */
export function birthDateOfIdCard(value: string): string | null {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id) || idCheckCharacter(id.slice(0, 17)) !== id[17]) return null;
  const date = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

/** Whole years between a birth date and an airport-local day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
