import { z } from 'zod';

/** Pagination defaults (spec §9): page 1, 10 per page, 10 visible page links. */
export const PAGINATION = { pageNum: 1, pageSize: 10, visiblePages: 10, maxPageSize: 1000 } as const;

export const ZPageRequest = z.object({
  pageNum: z.coerce.number().int().min(1).default(PAGINATION.pageNum),
  pageSize: z.coerce.number().int().min(1).max(PAGINATION.maxPageSize).default(PAGINATION.pageSize),
});
export type TPageRequest = z.infer<typeof ZPageRequest>;

/** Lists answer `{ list, totalCnt }`. */
export const listReply = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), totalCnt: z.number().int() });
