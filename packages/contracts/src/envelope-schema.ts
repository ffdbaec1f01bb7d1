import * as z from 'zod/mini';

export const resultCodeSchema = z.union([z.int(), z.string().check(z.regex(/^\d+$/))]);

export function envelopeSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.optional(resultCodeSchema), msg: z.optional(z.string()), data });
}
