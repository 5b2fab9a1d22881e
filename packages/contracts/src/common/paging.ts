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

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day bound of a list filter, `yyyy-MM-dd`; the server reads it as a day in Asia/Seoul. */
/** A calendar day that exists (0000-00-00 or 2026-02-30 match the pattern but name no day). */
const isRealDay = (s: string) => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
export const ZFilterDay = z.string().trim().regex(ISO_DAY, { error: 'form.msg.invalid' }).refine(isRealDay, { error: 'form.msg.invalid' });

/**
 * A list request: the list's filter schema (which drives the filter form, the URL query and the
 * server's SQL) plus `pageNum`/`pageSize`. Every filter is optional; an empty text filter is no filter.
 */
export const listRequest = <F extends z.ZodRawShape>(filter: z.ZodObject<F>) => ZPageRequest.extend(filter.shape);
