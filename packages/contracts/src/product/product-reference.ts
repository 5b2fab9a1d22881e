import { z } from 'zod';
import { ZNiTypeCd } from './notice-types.ts';

/**
 * One node of the mall's standard category tree. Ids are stable: a node is never renumbered, and one
 * that is retired keeps its id (useYn N) so the products that point at it keep their category. Only a
 * leaf (leafYn Y) can be a product's standardCategoryId.
 */
export const ZStandardCategory = z.object({
  standardCategoryId: z.string(),
  upperCategoryId: z.string().nullable(),
  categoryNm: z.string(),
  depth: z.number().int(),
  leafYn: z.enum(['Y', 'N']),
  /** The names from the top, joined with ' > ' (여성의류 > 아우터 > 코트 > 트렌치코트). */
  categoryPath: z.string(),
});
export type TStandardCategory = z.infer<typeof ZStandardCategory>;

/** The whole tree, flat in display order (a parent before its children), with the version of the data. */
export const ZStandardCategoryReply = z.object({ version: z.string(), list: z.array(ZStandardCategory), totalCnt: z.number().int() });

export const ZNoticeTypeParams = z.object({ niTypeCd: ZNiTypeCd });

/** A notice type and its items: niCd1 is the first item's field, in the order of the notice. */
export const ZNoticeItem = z.object({ field: z.string(), itemNm: z.string(), guide: z.string() });
export const ZNoticeType = z.object({ niTypeCd: ZNiTypeCd, niTypeNm: z.string(), items: z.array(ZNoticeItem) });
export type TNoticeType = z.infer<typeof ZNoticeType>;
export const ZNoticeTypeListReply = z.object({ version: z.string(), list: z.array(ZNoticeType), totalCnt: z.number().int() });
