import { z } from 'zod/mini';

// The sign-in screen's FAQ board, in zod/mini (see common/replies.ts); the paged list is in faq.ts.

export const ZFaqMainItem = z.object({ seq: z.int(), title: z.string(), regDt: z.string() });
export const ZFaqMainListReply = z.array(ZFaqMainItem);
export type TFaqMainItem = z.infer<typeof ZFaqMainItem>;
