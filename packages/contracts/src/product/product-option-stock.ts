import { z } from 'zod';
import { listRequest } from '../common/paging.ts';
import { ZYn } from '../common/replies.ts';
import { OPTION_LIMITS } from './option-rules.ts';
import { ZPastedCodes } from './product-codes-paste.ts';
import { ZProdStsCd } from './product-codes.ts';

/** One save of the option grid changes at most this many combinations (two pages of the largest page size would be a file upload). */
export const OPTION_STOCK_LIMITS = { maxRows: 1000 } as const;

const stockQty = z
  .number({ error: 'product.msg.stockQty' })
  .int({ error: 'product.msg.stockQty' })
  .min(0, { error: 'product.msg.stockQty' })
  .max(OPTION_LIMITS.maxStock, { error: 'product.msg.stockQty' });

/**
 * Filters of productOptionList: brand, pasted product codes, name (contains), sold out only (no sale-able
 * stock on the combination), sale flag, and the stock range the dashboard's sold-out-soon link passes
 * (qtyMin/qtyMax, spec §2 route params; §9 sold-out soon is 1 to 5).
 */
export const ZProductOptionListFilter = z.object({
  brandCd: z.string().trim().max(20).optional(),
  prodCds: ZPastedCodes.optional(),
  prodNm: z.string().trim().max(100).optional(),
  soldOutYn: z.optional(ZYn),
  saleAbleYn: z.optional(ZYn),
  qtyMin: z.coerce.number().pipe(stockQty).optional(),
  qtyMax: z.coerce.number().pipe(stockQty).optional(),
});
export type TProductOptionListFilter = z.infer<typeof ZProductOptionListFilter>;
export const ZProductOptionListRequest = listRequest(ZProductOptionListFilter);
export type TProductOptionListRequest = z.infer<typeof ZProductOptionListRequest>;

/** One combination in the grid, with its product; version is sent back with a stock change. */
export const ZProductOptionRow = z.object({
  prodCd: z.string(),
  supplyProdCd: z.string(),
  prodNm: z.string(),
  prodStsCd: ZProdStsCd,
  prodStsNm: z.string(),
  brandCd: z.string(),
  brandNm: z.string(),
  prodOptionCd: z.string(),
  optionValue1: z.string(),
  optionValue2: z.string(),
  enterpriseOptionCd: z.string(),
  extraCharge: z.number().int(),
  stockQty: z.number().int(),
  saleAbleYn: ZYn,
  version: z.number().int(),
  upDt: z.string(),
});
export type TProductOptionRow = z.infer<typeof ZProductOptionRow>;
export const ZProductOptionListReply = z.object({ list: z.array(ZProductOptionRow), totalCnt: z.number().int() });

/** One changed row of the grid: the stock and sale flag to set, and the version it was read at. */
export const ZOptionStockChange = z.object({
  prodCd: z.string().trim().min(1).max(20),
  prodOptionCd: z.string().trim().min(1).max(30),
  stockQty,
  saleAbleYn: ZYn,
  version: z.number({ error: 'product.msg.version' }).int({ error: 'product.msg.version' }).min(1, { error: 'product.msg.version' }),
});
/** The grid's save: every row or none (a stale row refuses the whole batch, naming the stale rows). */
export const ZOptionStockSaveRequest = z.object({
  rows: z
    .array(ZOptionStockChange, { error: 'product.msg.optionStockRows' })
    .min(1, { error: 'product.msg.optionStockRows' })
    .max(OPTION_STOCK_LIMITS.maxRows, { error: 'product.msg.optionStockRows' })
    .refine((rows) => new Set(rows.map((r) => r.prodOptionCd)).size === rows.length, { error: 'product.msg.optionStockTwice' }),
});
export type TOptionStockSaveRequest = z.infer<typeof ZOptionStockSaveRequest>;
/** The saved rows with their new versions, and each touched product's status (the stock may sell it out or back). */
export const ZOptionStockSaveReply = z.object({
  rows: z.array(z.object({ prodOptionCd: z.string(), stockQty: z.number().int(), saleAbleYn: ZYn, version: z.number().int() })),
  products: z.array(z.object({ prodCd: z.string(), prodStsCd: ZProdStsCd, prodStsNm: z.string() })),
});
