import { z } from 'zod';
import { PAGINATION } from '../common/paging.ts';
import { ZYn } from '../common/replies.ts';

export const SUPPLIER_SEARCH_OPTIONS = ['supplyEntrNm', 'supplyEntrCd', 'bizNo'] as const;

/**
 * POST /login/supplyEntrs: the master's supplier dialog. A term without an option is navGrid.msg.msg1,
 * an option without a term navGrid.msg.msg2. entrStsCd: '30' normal (default), '99' closed, '' all.
 */
export const ZSupplyEntrsRequest = z
  .object({
    searchOption: z.enum(SUPPLIER_SEARCH_OPTIONS).or(z.literal('')).default(''),
    searchOptionNm: z.string().trim().max(50).default(''),
    entrStsCd: z.enum(['30', '99', '']).default('30'),
    pageNum: z.coerce.number().int().min(1).default(PAGINATION.pageNum),
    pageSize: z.coerce.number().int().min(1).max(100).default(PAGINATION.pageSize),
  })
  .superRefine((v, ctx) => {
    if (v.searchOptionNm && !v.searchOption) ctx.addIssue({ code: 'custom', path: ['searchOption'], message: 'navGrid.msg.msg1' });
    if (v.searchOption && !v.searchOptionNm) ctx.addIssue({ code: 'custom', path: ['searchOptionNm'], message: 'navGrid.msg.msg2' });
  });
export type TSupplyEntrsRequest = z.infer<typeof ZSupplyEntrsRequest>;

export const ZSupplyEntrRow = z.object({
  rnum: z.number().int(),
  supplyEntrCd: z.string(),
  supplyEntrNm: z.string(),
  ownerNm: z.string(),
  bizNo: z.string(),
  entrStsCd: z.string(),
  entrStsNm: z.string(),
  agreeYn: ZYn,
  sellFeeRateConfirmYn: ZYn,
  totalCnt: z.number().int(),
});
export const ZSupplyEntrsReply = z.object({ list: z.array(ZSupplyEntrRow), totalCnt: z.number().int() });
export type TSupplyEntrRow = z.infer<typeof ZSupplyEntrRow>;
