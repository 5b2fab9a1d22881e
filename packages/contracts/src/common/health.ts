import { z } from 'zod';

export const ZHealthReply = z.object({ status: z.enum(['ok', 'unavailable']), checks: z.record(z.string(), z.string()).optional() });
export type THealthReply = z.infer<typeof ZHealthReply>;
