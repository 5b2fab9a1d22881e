import { z } from 'zod';

// Code sets of a product (spec business §3, §4). Where the spec names a field without its codes, the codes
// are ours and docs/decisions.md "Product model (issue 11)" says why. Each enum refuses with a key of the
// `product` namespace; the names of the codes are `product.<set>.<code>` in the catalogue.

/**
 * Product statuses: spec §4's 40 awaiting approval, 90 normal (the only one on sale), 60 sold out
 * (automatic), 70 suspended by the seller; plus 20 rejected, where an operator's refusal leaves a product
 * until the seller resubmits it (the spec's four have no place for it).
 */
export const PROD_STATUS = { rejected: '20', awaiting: '40', soldOut: '60', suspended: '70', normal: '90' } as const;
export const PROD_STATUSES = ['20', '40', '60', '70', '90'] as const;
export const ZProdStsCd = z.enum(PROD_STATUSES, { error: 'product.msg.prodStsCd' });
export type TProdStsCd = z.infer<typeof ZProdStsCd>;

/** Only a normal product is on sale: awaiting, rejected, sold-out and suspended ones are not. */
export const isOnSale = (status: TProdStsCd): boolean => status === PROD_STATUS.normal;

/** How many option axes a product has: 0 none (one row, the product itself), 1 one axis, 2 two axes (colour × size). */
export const OPTION_TYPES = { none: '0', single: '1', double: '2' } as const;
export const ZOptionType = z.enum(['0', '1', '2'], { error: 'product.msg.optionType' });
export type TOptionType = z.infer<typeof ZOptionType>;

/** Option set-up method: 01 the seller types the values, 02 the values come from the mall's standard colours and sizes. */
export const ZOptnStpMthdCd = z.enum(['01', '02'], { error: 'product.msg.optnStpMthdCd' });
export type TOptnStpMthdCd = z.infer<typeof ZOptnStpMthdCd>;

/** Season: SS spring/summer, FW fall/winter, AL all seasons (사계절), as Korean fashion brands label their lines. */
export const ZSeasonCd = z.enum(['SS', 'FW', 'AL'], { error: 'product.msg.seasonCd' });

/** Item kind (our reading of itemkindCd): 01 main line (정상), 02 carry-over (이월), 03 made for the mall (기획), 04 outlet (아울렛). */
export const ZItemkindCd = z.enum(['01', '02', '03', '04'], { error: 'product.msg.itemkindCd' });

/** Who the product is for: M men, F women, U unisex. Kids are a branch of the category tree. */
export const ZProdSexGb = z.enum(['M', 'F', 'U'], { error: 'product.msg.prodSexGb' });

/** Import kind: 01 not imported (domestic), 02 official import (정식수입), 03 parallel import (병행수입), 04 purchase agency (구매대행). */
export const IMPORTATION_KINDS = { domestic: '01', official: '02', parallel: '03', agency: '04' } as const;
export const ZImportationGb = z.enum(['01', '02', '03', '04'], { error: 'product.msg.importationGb' });

/**
 * KC certification kind (전기용품 및 생활용품 안전관리법, 어린이제품 안전 특별법): 00 not subject,
 * 01/02/03 safety certification, safety confirmation, supplier's conformity; 04/05/06 the same for children's products.
 */
export const KC_KINDS = { none: '00', cert: '01', confirm: '02', supplier: '03', kidsCert: '04', kidsConfirm: '05', kidsSupplier: '06' } as const;
export const ZKcGb = z.enum(['00', '01', '02', '03', '04', '05', '06'], { error: 'product.msg.kcGb' });
export type TKcGb = z.infer<typeof ZKcGb>;
/** A supplier's conformity is declared by the seller and has no certificate number; the others have one. */
export const kcNeedsNumber = (kcGb: TKcGb): boolean => kcGb !== KC_KINDS.none && kcGb !== KC_KINDS.supplier && kcGb !== KC_KINDS.kidsSupplier;

/** Same-day dispatch option: 00 none, 01 paid before the cut-off hour giHr ships the same business day. */
export const GI_OPTIONS = { none: '00', sameDay: '01' } as const;
export const ZGiOptnCd = z.enum(['00', '01'], { error: 'product.msg.giOptnCd' });

/** VAT kind: 01 taxable, 02 exempt, 03 zero-rated. */
export const ZVatCd = z.enum(['01', '02', '03'], { error: 'product.msg.vatCd' });
export type TVatCd = z.infer<typeof ZVatCd>;

/** Delivery method: 01 parcel (택배), 02 the seller's own delivery (직접배송), 03 no shipment (e-coupons). */
export const ZDeliveryMethod = z.enum(['01', '02', '03'], { error: 'product.msg.deliveryMethod' });

/** Price-change types (spec §3): P product price, O option price (extra charges), A both. */
export const PRICE_CHANGE_TYPES = { product: 'P', option: 'O', all: 'A' } as const;
export const ZPriceChangeType = z.enum(['P', 'O', 'A'], { error: 'product.msg.priceChangeType' });
export type TPriceChangeType = z.infer<typeof ZPriceChangeType>;

/** Price-change confirmation status (confirmStsCd): 10 requested, 20 confirmed (applied), 30 rejected, 40 withdrawn by the seller. */
export const PRICE_CHANGE_STATUS = { requested: '10', confirmed: '20', rejected: '30', withdrawn: '40' } as const;
export const ZConfirmStsCd = z.enum(['10', '20', '30', '40'], { error: 'product.msg.confirmStsCd' });
export type TConfirmStsCd = z.infer<typeof ZConfirmStsCd>;
