import * as z from 'zod/mini';

export const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.optional(z.record(z.string(), z.string())),
});
export type Health = z.infer<typeof health>;
