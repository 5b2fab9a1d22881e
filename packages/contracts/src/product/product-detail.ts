import { z } from 'zod';
import { ZYn } from '../common/replies.ts';
import { ZOptionType, ZProdStsCd } from './product-codes.ts';
import { NOTICE_ITEM_FIELDS, type TNoticeItemField } from './notice-types.ts';

// Here rather than in product-image.ts, whose upload rules carry message keys a page that only reads products
// would otherwise load (page-texts.test.ts follows the contracts files a page imports).
/** An image of a product as the detail answers it (imageSeq 1 is the main image). */
export const ZProductImageDetail = z.object({ imageSeq: z.number().int(), fileSeq: z.number().int(), fileUrl: z.string() });
export type TProductImageDetail = z.infer<typeof ZProductImageDetail>;

const s = z.string();
const int = z.number().int();

/** One combination as the update form shows it; version guards its stock against a concurrent change. */
export const ZProductOptionDetail = z.object({
  prodOptionCd: s,
  sortOrder: int,
  optionValue1: s,
  optionValue2: s,
  stockQty: int,
  extraCharge: int,
  saleAbleYn: ZYn,
  enterpriseOptionCd: s,
  version: int,
});

/** A notice item with its name as saved (an older product keeps the names it was saved with). */
export const ZProductNoticeItem = z.object({ field: s, itemNm: s, itemValue: s });

/**
 * A product as productUpdateForm/:prodCd reads it: every field group (basics, prices, options with stock,
 * images, notice, shipping, status), what the seller may change in its status, and the version to send
 * back with the save.
 */
export const ZProductDetailReply = z.object({
  prodCd: s,
  prodStsCd: ZProdStsCd,
  prodStsNm: s,
  rejectReason: s.nullable(),
  version: int,
  /** Whether the form may send new prices (awaiting or rejected products) or only through a price change. */
  priceEditableYn: ZYn,
  /** Whether the brand may still be changed (before approval: it decides the commission). */
  brandEditableYn: ZYn,
  // Basics
  supplyProdCd: s,
  prodNm: s,
  brandCd: s,
  brandNm: s,
  standardCategoryId: s,
  categoryPath: s,
  seasonCd: s,
  itemkindCd: s,
  prodSexGb: s,
  modelCd: s,
  modelNm: s,
  makeNm: s,
  nativeCd: s,
  importationGb: s,
  luxuryYn: ZYn,
  vatCd: s,
  // Prices
  listPrice: int,
  prodPrice: int,
  dcRate: int,
  sellFeeRate: s,
  pointRate: s,
  // Options
  optionType: ZOptionType,
  optnStpMthdCd: s,
  optionNm1: s,
  optionNm2: s,
  options: z.array(ZProductOptionDetail),
  // Shipping
  deliveryLocCd: s,
  dlcstPlcyCd: s.nullable(),
  deliveryMethod: s,
  codYn: ZYn,
  giDd: int,
  giHr: int.nullable(),
  giOptnCd: s,
  ltDcnt: int,
  // Images, description, notice, certification
  /** In display order; `fileUrl` serves the image (`/api/file/image/<fileSeq>`). */
  images: z.array(ZProductImageDetail),
  prodDesc: s,
  niTypeCd: s,
  noticeItems: z.array(ZProductNoticeItem),
  ...(Object.fromEntries(NOTICE_ITEM_FIELDS.map((f) => [f, s])) as Record<TNoticeItemField, typeof s>),
  kcGb: s,
  confirmNo1: s,
  confirmNo2: s,
  confirmNo3: s,
  confirmNo4: s,
  confirmNo5: s,
  // Sale conditions
  giftWrapYn: ZYn,
  minorBuyYn: ZYn,
  minOrdQty: int,
  maxOrdQty: int.nullable(),
  grntSrvcGoodsYn: ZYn,
  reserveYn: ZYn,
  regDt: s,
  regNm: s,
  upDt: s,
  upNm: s,
});
export type TProductDetailReply = z.infer<typeof ZProductDetailReply>;
