/** The four steps of spec section 2 and their routes. */
export const CHECKIN_PATHS = {
  start: '/service/checkIn',
  list: '/service/checkIn_list',
  seatmap: '/service/checkIn_seatmap',
  board: '/service/checkIn_board',
} as const;

export const CHECKIN_STEPS = ['auth', 'itinerary', 'seat', 'done'] as const;
export type CheckinStep = (typeof CHECKIN_STEPS)[number];

export const segmentHref = (path: string, segmentId: number) => `${path}?segmentId=${segmentId}`;

/** The segment id of the page's query, or null when missing or not a positive whole number. */
export function segmentIdOf(search: URLSearchParams): number | null {
  const value = Number(search.get('segmentId'));
  return Number.isInteger(value) && value > 0 ? value : null;
}
