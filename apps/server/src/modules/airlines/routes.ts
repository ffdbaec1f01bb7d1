import {
  airlines,
  airlinesQuery,
  answers,
  flightPaths,
  type Airline,
  type Locale,
} from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AIRLINES, type AirlineRef } from '../../reference/airlines';

function nameIn(a: AirlineRef, locale: Locale): string {
  return { 'zh-CN': a.zh, 'en-US': a.en, 'fr-FR': a.fr, 'ko-KR': a.ko }[locale];
}

function toAirline(a: AirlineRef, locale: Locale): Airline {
  const terminals = [
    ...new Set([a.domesticTerminal, a.internationalTerminal].filter(Boolean)),
  ].sort();
  return {
    code: a.code,
    name: nameIn(a, locale),
    nameCn: a.zh,
    nameEn: a.en,
    nameFr: a.fr,
    nameKr: a.ko,
    terminals,
    hotline: a.hotline,
    website: a.website,
    logo: `/media/airlines/${a.code}.svg`,
  };
}

/** The airline directory: every passenger airline at CAN, searchable by name in any language or code. */
export const airlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    flightPaths.airlines,
    { schema: { querystring: airlinesQuery, response: answers(airlines) } },
    async (request) => {
      const keyword = request.query.keyword?.toLowerCase() ?? '';
      const terminal = request.query.terminal ?? '';
      const list = AIRLINES.filter(
        (a) => !terminal || a.domesticTerminal === terminal || a.internationalTerminal === terminal,
      )
        .filter(
          (a) =>
            !keyword ||
            a.code.toLowerCase() === keyword ||
            [a.zh, a.en, a.fr, a.ko].some((n) => n.toLowerCase().includes(keyword)),
        )
        .map((a) => toAirline(a, request.locale))
        .sort((x, y) => x.code.localeCompare(y.code));
      return { code: '200', msg: 'success', data: list };
    },
  );
};
