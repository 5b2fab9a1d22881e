import { z } from 'zod';

/** Replies of 1 for success, as the spec's calls answer. */
export const ZOneReply = z.literal(1);

/** The spec's Y/N flags. */
export const ZYn = z.enum(['Y', 'N']);
export type TYn = z.infer<typeof ZYn>;
