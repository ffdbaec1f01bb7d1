import * as z from 'zod/mini';
import { i18nText } from './admin-catalog-fields';
import { flightRecord } from './flights';

/** Longest message operations may write, per language: a few short paragraphs, not a page. */
export const DISRUPTION_TEXT_MAX = 800;

/**
 * Crisis mode as stored and as the live stream carries it (event `site`): on or off, what is
 * happening and the changes to transport, each in four languages, and when it last changed.
 */
export const disruptionState = z.object({
  active: z.boolean(),
  message: i18nText,
  transport: i18nText,
  updatedAt: z.nullable(z.string()),
});
export type DisruptionState = z.infer<typeof disruptionState>;

/** What operations see in the back office: the state and who changed it last. */
export const adminDisruption = z.extend(disruptionState, {
  updatedBy: z.nullable(z.string()),
});
export type AdminDisruption = z.infer<typeof adminDisruption>;

/** GET disruption/current: the notice in the reader's language. */
export const disruptionNotice = z.object({
  active: z.boolean(),
  message: z.string(),
  transport: z.string(),
  updatedAt: z.nullable(z.string()),
});
export type DisruptionNotice = z.infer<typeof disruptionNotice>;

const required = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(DISRUPTION_TEXT_MAX, 'tooLong'));
const optional = z._default(
  z.string().check(z.trim(), z.maxLength(DISRUPTION_TEXT_MAX, 'tooLong')),
  '',
);

/**
 * POST admin/disruption/update. Switching on needs the message in all four languages: every
 * reader gets it first, in their own language. Transport changes are optional. Switching off keeps
 * the texts for next time, so they are not required then.
 */
export const disruptionUpdateBody = z
  .object({
    active: z.boolean(),
    message: z.object({
      'zh-CN': optional,
      'en-US': optional,
      'fr-FR': optional,
      'ko-KR': optional,
    }),
    transport: z._default(
      z.object({
        'zh-CN': optional,
        'en-US': optional,
        'fr-FR': optional,
        'ko-KR': optional,
      }),
      { 'zh-CN': '', 'en-US': '', 'fr-FR': '', 'ko-KR': '' },
    ),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (!body.active) return;
      for (const locale of ['zh-CN', 'en-US', 'fr-FR', 'ko-KR'] as const) {
        if (!required.safeParse(body.message[locale]).success)
          ctx.addIssue({ code: 'custom', path: ['message', locale], message: 'required' });
      }
    }),
  );
export type DisruptionUpdateBody = z.input<typeof disruptionUpdateBody>;

/** A flight on the disruption page: what a traveller needs to find theirs, nothing more. */
export const disruptedFlight = z.pick(flightRecord, {
  flightId: true,
  flightNo: true,
  airline: true,
  airlineCn: true,
  airlineEn: true,
  airlineFr: true,
  airlineKr: true,
  depOrArr: true,
  orgCityCn: true,
  orgCityEn: true,
  orgCityFr: true,
  orgCityKr: true,
  dstCityCn: true,
  dstCityEn: true,
  dstCityFr: true,
  dstCityKr: true,
  setoffTimePlan: true,
  setoffTimePred: true,
  arriTimePlan: true,
  arriTimePred: true,
  terminal: true,
  flightStatus: true,
});
export type DisruptedFlight = z.infer<typeof disruptedFlight>;

/** At most this many of each list are sent; the totals say how many there are. */
export const DISRUPTED_FLIGHTS_SHOWN = 200;

/** GET flight/disrupted: today's cancelled and delayed passenger flights, earliest first. */
export const disruptedFlights = z.object({
  cancelled: z.array(disruptedFlight),
  delayed: z.array(disruptedFlight),
  cancelledTotal: z.int(),
  delayedTotal: z.int(),
  /** Airline code → the airline's hotline, for the airlines of the flights listed. */
  hotlines: z.record(z.string(), z.string()),
});
export type DisruptedFlights = z.infer<typeof disruptedFlights>;
/** A change as the server takes it, its defaults filled in. */
export type DisruptionUpdate = z.output<typeof disruptionUpdateBody>;
