import { z } from 'zod/mini';

// zod/mini, as every schema the sign-in screen reaches: a classic schema brings all of classic zod onto the
// start path (docs/decisions.md, "The first screen's weight"). Classic contracts use these through the
// functional forms (`z.optional(ZYn)`, `z._default(ZYn, 'N')`), as a mini schema has no such methods.

/** Replies of 1 for success, as the spec's calls answer. */
export const ZOneReply = z.literal(1);

/** The spec's Y/N flags. */
export const ZYn = z.enum(['Y', 'N']);
export type TYn = z.infer<typeof ZYn>;
