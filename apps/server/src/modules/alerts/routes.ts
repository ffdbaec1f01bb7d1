import { answers, ResultCode } from '@can/contracts';
import {
  alertChannelsAnswer,
  alertChannelsBody,
  alertCodeBody,
  alertMineAnswer,
  alertPaths,
  alertPushKeyAnswer,
  alertSubscribeAnswer,
  alertSubscribeBody,
  alertTokenAnswer,
  alertTokenBody,
} from '@can/contracts/alerts';
import { sendSmsAnswer } from '@can/contracts/member';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { message } from '../../platform/messages';
import type { AlertMember, AlertService } from './service';

/** The signed-in member of a request (login mobile, confirmed address), or null for a guest. */
export type MemberContactOf = (request: FastifyRequest) => Promise<AlertMember | null>;

/** The flight alert calls (issue 22): code, subscribe, confirm, unsubscribe, a member's list. */
export const alertRoutes: FastifyPluginAsyncZod<{
  alerts: AlertService;
  memberContactOf: MemberContactOf;
}> = async (app, { alerts, memberContactOf }) => {
  app.post(
    alertPaths.sendCode,
    { schema: { body: alertCodeBody, response: answers(sendSmsAnswer) } },
    async (request) => {
      const data = await alerts.sendCode({
        ...request.body,
        ip: request.ip,
        locale: request.locale,
      });
      return { code: ResultCode.ok, msg: message(request.locale, 'smsSent'), data };
    },
  );

  app.post(
    alertPaths.subscribe,
    { schema: { body: alertSubscribeBody, response: answers(alertSubscribeAnswer) } },
    async (request) => {
      const { subscription, messageKey, email } = await alerts.subscribe({
        body: request.body,
        member: await memberContactOf(request),
        locale: request.locale,
        ip: request.ip,
      });
      const msg = message(request.locale, messageKey, {
        flightNo: subscription.flightNo,
        email: subscription.email ?? email ?? '',
      });
      return { code: ResultCode.ok, msg, data: subscription };
    },
  );

  app.post(
    alertPaths.confirm,
    { schema: { body: alertTokenBody, response: answers(alertTokenAnswer) } },
    async (request) => {
      const data = await alerts.confirm(request.body.token);
      const key = data.status === 'ended' ? 'alertsEnded' : 'alertsConfirmed';
      return { code: ResultCode.ok, msg: message(request.locale, key, data), data };
    },
  );

  app.post(
    alertPaths.unsubscribe,
    { schema: { body: alertTokenBody, response: answers(alertTokenAnswer) } },
    async (request) => {
      const data = await alerts.unsubscribe(request.body.token);
      return { code: ResultCode.ok, msg: message(request.locale, 'alertsEnded', data), data };
    },
  );

  async function memberOf(request: FastifyRequest): Promise<AlertMember> {
    const member = await memberContactOf(request);
    if (!member) throw new AppError(ResultCode.memberSession, 'memberSession');
    return member;
  }

  app.post(alertPaths.mine, { schema: { response: answers(alertMineAnswer) } }, async (request) =>
    ok(request, { list: await alerts.mine((await memberOf(request)).memberId) }),
  );

  app.post(
    alertPaths.channels,
    { schema: { body: alertChannelsBody, response: answers(alertChannelsAnswer) } },
    async (request) => {
      const data = await alerts.channels(await memberOf(request), request.body);
      const msg = message(request.locale, 'alertsChannelsSaved', { flightNo: data.flightNo });
      return { code: ResultCode.ok, msg, data };
    },
  );

  app.post(
    alertPaths.pushKey,
    { schema: { response: answers(alertPushKeyAnswer) } },
    async (request) => ok(request, { publicKey: await alerts.pushKey() }),
  );
};
