import { answers, fileAnswers, ResultCode } from '@can/contracts';
import {
  boardingPass,
  CHECKIN_TOKEN_HEADER,
  checkinAuthAnswer,
  checkinAuthBody,
  checkinCancelAnswer,
  checkinCancelBody,
  checkinConfirmBody,
  checkinItinerary,
  checkinPaths,
  checkinSendSmsBody,
  seatMap,
  segmentQuery,
} from '@can/contracts/checkin';
import { sendSmsAnswer } from '@can/contracts/member';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { message, type MessageKey } from '../../platform/messages';
import type { CheckinService } from './service';
import type { CheckinSessions } from './sessions';

/** The `checkin_token` header, trimmed ('' when missing). */
function checkinTokenOf(request: FastifyRequest): string {
  const value = request.headers[CHECKIN_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return typeof token === 'string' ? token.trim() : '';
}

const said = <T>(request: FastifyRequest, key: MessageKey, data: T) => ({
  code: ResultCode.ok,
  msg: message(request.locale, key),
  data,
});

/**
 * The online check-in calls (issue 7). All but sendSms and auth need the `checkin_token`
 * header; a missing, unknown or expired token is code 402. Refusals are 601 with the rule's
 * message in the request's language.
 */
export const checkinRoutes: FastifyPluginAsyncZod<{
  checkin: CheckinService;
  sessions: CheckinSessions;
}> = async (app, { checkin, sessions }) => {
  const passengerOf = (request: FastifyRequest) => sessions.passengerOf(checkinTokenOf(request));

  app.post(
    checkinPaths.sendSms,
    { schema: { body: checkinSendSmsBody, response: answers(sendSmsAnswer) } },
    async (request) =>
      said(request, 'smsSent', await checkin.sendSms(request.body, request.ip, request.locale)),
  );

  app.post(
    checkinPaths.auth,
    { schema: { body: checkinAuthBody, response: answers(checkinAuthAnswer) } },
    async (request) => said(request, 'checkinVerified', await checkin.auth(request.body)),
  );

  app.get(
    checkinPaths.itinerary,
    { schema: { response: answers(checkinItinerary) } },
    async (request) =>
      ok(request, await checkin.itinerary(await passengerOf(request), request.locale)),
  );

  app.get(
    checkinPaths.seatMap,
    { schema: { querystring: segmentQuery, response: answers(seatMap) } },
    async (request) =>
      ok(request, await checkin.seatMap(await passengerOf(request), request.query.segmentId)),
  );

  app.post(
    checkinPaths.confirm,
    { schema: { body: checkinConfirmBody, response: answers(boardingPass) } },
    async (request) =>
      said(
        request,
        'checkinConfirmed',
        await checkin.confirm(await passengerOf(request), request.body, request.locale),
      ),
  );

  app.get(
    checkinPaths.boardingPass,
    { schema: { querystring: segmentQuery, response: answers(boardingPass) } },
    async (request) =>
      ok(
        request,
        await checkin.boardingPass(
          await passengerOf(request),
          request.query.segmentId,
          request.locale,
        ),
      ),
  );

  // The PDF417 bar code as a PNG (the page shows it, prints it and offers it as a download).
  app.get(
    checkinPaths.boardingPassImage,
    {
      schema: {
        querystring: segmentQuery,
        response: fileAnswers('image/png', 'The boarding pass’s PDF417 bar code.'),
      },
    },
    async (request, reply) => {
      const png = await checkin.boardingPassImage(
        await passengerOf(request),
        request.query.segmentId,
      );
      return reply
        .type('image/png')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `inline; filename="boarding-pass-${request.query.segmentId}.png"`,
        )
        .send(png);
    },
  );

  app.post(
    checkinPaths.cancel,
    { schema: { body: checkinCancelBody, response: answers(checkinCancelAnswer) } },
    async (request) =>
      said(
        request,
        'checkinCancelled',
        await checkin.cancel(await passengerOf(request), request.body.segmentId),
      ),
  );
};
