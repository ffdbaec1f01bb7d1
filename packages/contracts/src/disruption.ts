import * as z from 'zod/mini';

/** Longest message operations may write, per language: a few short paragraphs, not a page. */
export const DISRUPTION_TEXT_MAX = 800;

/**
 * Translated text, one entry per language ("" where there is none). Written out here rather than
 * imported from the back office's fields, so the browser's copy of this module stays small: every
 * page reads it when the live stream says crisis mode changed.
 */
const fourLanguages = z.object({
  'zh-CN': z.string(),
  'en-US': z.string(),
  'fr-FR': z.string(),
  'ko-KR': z.string(),
});

/**
 * Crisis mode as stored and as the live stream carries it (event `site`): on or off, what is
 * happening and the changes to transport, each in four languages, and when it last changed.
 */
export const disruptionState = z.object({
  active: z.boolean(),
  message: fourLanguages,
  transport: fourLanguages,
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

/** A change as the server takes it, its defaults filled in. */
export type DisruptionUpdate = z.output<typeof disruptionUpdateBody>;
