/**
 * The place a map link opens at: `?place=shop-12`, or the flight detail's `?gate=B264`, a
 * counter range `?counter=C01-C12` (its island), `?belt=12` or `?exit=A1`.
 */
export function targetOf(params: URLSearchParams): string {
  const place = params.get('place');
  if (place && /^[\w-]{1,40}$/.test(place)) return place;
  const gate = params.get('gate')?.toUpperCase();
  if (gate && /^[AB]\d{3}$/.test(gate)) return `gate-${gate}`;
  const counter = params.get('counter')?.toUpperCase();
  if (counter && /^[A-Z]\d{2}/.test(counter)) return `island-${counter[0]}`;
  const belt = params.get('belt');
  if (belt && /^\d{1,3}$/.test(belt)) return `belt-${Number(belt)}`;
  const exit = params.get('exit')?.toUpperCase();
  if (exit && /^[A-Z]?\d{1,2}$/.test(exit)) return `exit-${exit}`;
  return '';
}

export const TERMINAL_CODES = ['T1', 'T2', 'T3'] as const;

export function terminalOf(params: URLSearchParams): string {
  const asked = (params.get('terminal') ?? '').toUpperCase();
  return (TERMINAL_CODES as readonly string[]).includes(asked) ? asked : 'T2';
}
