import { z } from 'zod';

export const health = z.object({ status: z.enum(['ok', 'unavailable']), checks: z.record(z.string(), z.string()).optional() });
export type Health = z.infer<typeof health>;
