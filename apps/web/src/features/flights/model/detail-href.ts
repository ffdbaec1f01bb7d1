/** The flight detail page of a flight: /flight/detail?flightId=… */
export const DETAIL_PATH = '/flight/detail';

export const detailHref = (flightId: string) =>
  `${DETAIL_PATH}?flightId=${encodeURIComponent(flightId)}`;
