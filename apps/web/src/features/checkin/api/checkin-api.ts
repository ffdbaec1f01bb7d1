import type {
  BoardingPass,
  CheckinAuthAnswer,
  CheckinAuthBody,
  CheckinCancelAnswer,
  CheckinConfirmBody,
  CheckinItinerary,
  CheckinSendSmsBody,
  SeatMap,
} from '@can/contracts/checkin';
import { CHECKIN_TOKEN_HEADER, checkinPaths } from '@can/contracts/checkin-paths';
import { ApiError, get, post, request } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { smsCodeSender } from '../../../ui/sms-login';
import { clearCheckinToken, getCheckinToken } from '../model/checkin-session';

const contracts = () => import('@can/contracts/checkin');
/** Every check-in call after auth carries the session token; a 402 sends back to the entry. */
const tokenHeaders = () => ({ [CHECKIN_TOKEN_HEADER]: getCheckinToken() ?? '' });

/**
 * A call with the session token: on 402 (token invalid or expired) the token is dropped and the
 * server's words are shown; the API client has already sent the page back to the entry.
 */
async function withSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.details.code === 402) {
      clearCheckinToken();
      notifyError(error.details.serverMessage ?? error.message);
    }
    throw error;
  }
}

export const checkinKeys = {
  all: ['checkin'] as const,
  itinerary: () => ['checkin', 'itinerary'] as const,
  seatMap: (segmentId: number) => ['checkin', 'seatMap', segmentId] as const,
  boardingPass: (segmentId: number) => ['checkin', 'boardingPass', segmentId] as const,
  barcode: (segmentId: number) => ['checkin', 'barcode', segmentId] as const,
};

/** POST checkin/sendSms: the code that signs a passenger in. */
export const sendCheckinSms = smsCodeSender<CheckinSendSmsBody>(checkinPaths.sendSms);

export async function authenticate(
  body: CheckinAuthBody,
): Promise<{ msg: string; data: CheckinAuthAnswer }> {
  const { msg, data } = await post(checkinPaths.auth, body, {
    isToken: false,
    schema: () => contracts().then((m) => m.checkinAuthAnswer),
    silent: true,
  });
  return { msg, data };
}

export async function getItinerary(signal?: AbortSignal): Promise<CheckinItinerary> {
  const { data } = await withSession(() =>
    get(checkinPaths.itinerary, {
      isToken: false,
      headers: tokenHeaders(),
      schema: () => contracts().then((m) => m.checkinItinerary),
      silent: true,
      signal,
    }),
  );
  return data;
}

export async function getSeatMap(segmentId: number, signal?: AbortSignal): Promise<SeatMap> {
  const { data } = await withSession(() =>
    get(checkinPaths.seatMap, {
      isToken: false,
      params: { segmentId },
      headers: tokenHeaders(),
      schema: () => contracts().then((m) => m.seatMap),
      silent: true,
      signal,
    }),
  );
  return data;
}

export async function confirmCheckin(
  body: CheckinConfirmBody,
): Promise<{ msg: string; data: BoardingPass }> {
  const { msg, data } = await withSession(() =>
    post(checkinPaths.confirm, body, {
      isToken: false,
      headers: tokenHeaders(),
      schema: () => contracts().then((m) => m.boardingPass),
      silent: true,
    }),
  );
  return { msg, data };
}

export async function getBoardingPass(
  segmentId: number,
  signal?: AbortSignal,
): Promise<BoardingPass> {
  const { data } = await withSession(() =>
    get(checkinPaths.boardingPass, {
      isToken: false,
      params: { segmentId },
      headers: tokenHeaders(),
      schema: () => contracts().then((m) => m.boardingPass),
      silent: true,
      signal,
    }),
  );
  return data;
}

/** The PDF417 PNG, fetched with the token (an <img src> could not send the header). */
export function getBarcodeImage(segmentId: number, signal?: AbortSignal): Promise<Blob> {
  return request(checkinPaths.boardingPassImage, {
    isToken: false,
    params: { segmentId },
    headers: tokenHeaders(),
    responseType: 'blob',
    silent: true,
    signal,
  });
}

export async function cancelCheckin(
  segmentId: number,
): Promise<{ msg: string; data: CheckinCancelAnswer }> {
  const { msg, data } = await withSession(() =>
    post(
      checkinPaths.cancel,
      { segmentId },
      {
        isToken: false,
        headers: tokenHeaders(),
        schema: () => contracts().then((m) => m.checkinCancelAnswer),
        silent: true,
      },
    ),
  );
  return { msg, data };
}
