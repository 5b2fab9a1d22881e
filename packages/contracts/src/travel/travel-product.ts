import { z } from 'zod';
import { ZYn } from '../common/replies.ts';
import { ZFilterDay } from '../common/paging.ts';
import { withFormRules, type RawForm } from '../form/form-rules.ts';
import { checkPrices, PRICE_LIMITS, PRICE_MESSAGES, isValidPrice } from '../product/price-rules.ts';
import { ZProdStsCd } from '../product/product-codes.ts';
import { optionalField, PRODUCT_LIMITS, requiredField, ZPrice, ZSupplyProdCd } from '../product/product-fields.ts';
import { ZProductImage } from '../product/product-image.ts';
import { TRAVEL_LIMITS as L, ZTravelContinentCd, ZTravelGradeCd } from './travel-codes.ts';
import { checkTravelCalendarCover, checkTravelWindow, TRAVEL_CALENDAR_LIMITS } from './travel-product-rules.ts';

// The accommodation product form (travelProduct.productSupplyForm, productUpdateForm/:prodCd; business-area §3
// "Travel", §5). One schema per call, shared by the server and the form.

const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

/** A bound of the reservation window, yyyy-MM-dd. */
export const ZWindowDay = z.string({ error: 'travelProduct.msg.windowRequired' }).pipe(ZFilterDay);

/** A night's price: whole won in the catalog's steps; missing is priceRequired. */
export const ZTravelNightPrice = z
  .number({ error: 'travelProduct.msg.priceRequired' })
  .refine((n) => Number.isInteger(n) && n >= PRICE_LIMITS.min && n <= PRICE_LIMITS.max, { error: PRICE_MESSAGES.price, abort: true })
  .refine(isValidPrice, { error: PRICE_MESSAGES.priceUnit });
export const ZTravelStockQty = z
  .number({ error: 'travelProduct.msg.stockRequired' })
  .int({ error: 'travelProduct.msg.stockRequired' })
  .min(0, { error: 'travelProduct.msg.stockRange' })
  .max(TRAVEL_CALENDAR_LIMITS.stockMax, { error: 'travelProduct.msg.stockRange' });
export const ZTravelSaleYn = z.enum(['Y', 'N'], { error: 'travelProduct.msg.saleYnRequired' });

/** One room's night: price, stock and sale flag, all required (business-area §5). */
export const ZTravelDayInput = z.object({ stayDt: ZFilterDay, price: ZTravelNightPrice, stockQty: ZTravelStockQty, saleYn: ZTravelSaleYn });
export type TTravelDayInput = z.infer<typeof ZTravelDayInput>;
/** A room's nights: one per night of the window, in any order. */
export const ZTravelDays = z.array(ZTravelDayInput, { error: 'travelProduct.msg.priceRequired' }).max(TRAVEL_CALENDAR_LIMITS.nightsMax, {
  error: 'travelProduct.msg.dayOutsideWindow',
});

const personCnt = z
  .number({ error: 'travelProduct.msg.personCnt' })
  .int({ error: 'travelProduct.msg.personCnt' })
  .min(1, { error: 'travelProduct.msg.personCnt' })
  .max(L.personMax, { error: 'travelProduct.msg.personCnt' });

/** A room (type) of the property. */
export const travelRoomFields = {
  roomNm: requiredField(L.roomNmMax, 'travelProduct.msg.roomNmRequired'),
  stdPersonCnt: personCnt,
  maxPersonCnt: personCnt,
  bedTypeNm: optionalField(50, 'travelProduct.msg.bedTypeNm'),
  roomDesc: optionalField(1000, 'travelProduct.msg.roomDesc'),
};

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const ZCheckTime = z.string({ error: 'travelProduct.msg.checkTime' }).trim().regex(HH_MM, { error: 'travelProduct.msg.checkTime' });

/** The property's photos in display order (the first is the main one): 1 to 10 of the seller's image uploads. */
export const ZTravelProductImages = z
  .array(ZProductImage, { error: 'travelProduct.msg.photoCount' })
  .min(1, { error: 'travelProduct.msg.photoCount' })
  .max(L.imagesMax, { error: 'travelProduct.msg.photoCount' })
  .refine((list) => new Set(list.map((i) => i.fileSeq)).size === list.length, { error: 'product.msg.imageDuplicate' });

/** The property's fields but the prices, the rooms and the window. */
const propertyFields = {
  supplyProdCd: ZSupplyProdCd,
  prodNm: requiredField(L.prodNmMax, 'product.msg.prodNm'),
  brandCd: requiredField(PRODUCT_LIMITS.codeMax, 'product.msg.brandCd'),
  continentCd: ZTravelContinentCd,
  /** ISO 3166-1 alpha-2. */
  nationCd: z
    .string({ error: 'travelProduct.msg.nationRequired' })
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'travelProduct.msg.nationRequired' }),
  gradeCd: ZTravelGradeCd,
  zipNo: optionalField(10, 'travelProduct.msg.zipNo'),
  baseAddr: requiredField(200, 'travelProduct.msg.baseAddrRequired'),
  dtlAddr: optionalField(200, 'travelProduct.msg.dtlAddr'),
  checkInTm: ZCheckTime.default('15:00'),
  checkOutTm: ZCheckTime.default('11:00'),
  images: ZTravelProductImages,
  /** Rich text (HTML); the server sanitises it before saving. */
  prodDesc: requiredField(PRODUCT_LIMITS.prodDescMax, 'product.msg.prodDesc'),
};

const rawRooms = (v: RawForm): RawForm[] =>
  Array.isArray(v.rooms) ? (v.rooms as unknown[]).map((r) => (typeof r === 'object' && r !== null ? (r as RawForm) : {})) : [];

function checkPersons(v: RawForm, ctx: z.RefinementCtx) {
  rawRooms(v).forEach((r, i) => {
    if (typeof r.stdPersonCnt === 'number' && typeof r.maxPersonCnt === 'number' && r.maxPersonCnt < r.stdPersonCnt)
      issue(ctx, ['rooms', i, 'maxPersonCnt'], 'travelProduct.msg.maxUnderStd');
  });
}

function checkPriceRule(v: RawForm, ctx: z.RefinementCtx) {
  const listPrice = ZPrice.safeParse(v.listPrice);
  const prodPrice = ZPrice.safeParse(v.prodPrice);
  if (listPrice.success && prodPrice.success)
    for (const x of checkPrices({ listPrice: listPrice.data, prodPrice: prodPrice.data })) issue(ctx, [x.field], x.messageKey);
}

/** The window and each room's days against it (the same rule the window change runs). */
export function checkWindowAndDays(v: RawForm, ctx: z.RefinementCtx) {
  const start = ZWindowDay.safeParse(v.rsvStartDt);
  const end = ZWindowDay.safeParse(v.rsvEndDt);
  if (!start.success || !end.success) return;
  for (const x of checkTravelWindow(start.data, end.data)) issue(ctx, x.path, x.messageKey);
  const rooms = rawRooms(v).map((r) => ({
    days: Array.isArray(r.days) ? (r.days as RawForm[]).map((d) => (typeof d === 'object' && d !== null ? d : {})) : undefined,
  }));
  for (const x of checkTravelCalendarCover({ rsvStartDt: start.data, rsvEndDt: end.data, rooms })) issue(ctx, x.path, x.messageKey);
}

/** A room of the registration: its fields and its nights. */
export const ZTravelRoomInput = z.object({ ...travelRoomFields, days: ZTravelDays });
export type TTravelRoomInput = z.infer<typeof ZTravelRoomInput>;

/**
 * Registering a property (travelProduct.productSupplyForm): the property, 1..30 rooms, the reservation window
 * (at most 6 months) and the full calendar of every room and night. Saved awaiting approval (40).
 */
export const ZRegisterTravelProductRequest = withFormRules(
  z.object({
    ...propertyFields,
    listPrice: ZPrice,
    prodPrice: ZPrice,
    rsvStartDt: ZWindowDay,
    rsvEndDt: ZWindowDay,
    rooms: z
      .array(ZTravelRoomInput, { error: 'travelProduct.msg.roomRequired' })
      .min(1, { error: 'travelProduct.msg.roomRequired' })
      .max(L.roomsMax, { error: 'travelProduct.msg.roomsMax' }),
  }),
  (v, ctx) => {
    checkPriceRule(v, ctx);
    checkPersons(v, ctx);
    checkWindowAndDays(v, ctx);
  },
);
export type TRegisterTravelProductRequest = z.infer<typeof ZRegisterTravelProductRequest>;
export const ZRegisterTravelProductReply = z.object({ prodCd: z.string(), prodStsCd: ZProdStsCd });

/**
 * A room of the update: a registered one names its roomSeq (it may stop selling with useYn N, never be left out),
 * a new one has roomSeq null and brings its nights of the current window.
 */
export const ZTravelRoomUpdateInput = z.object({
  ...travelRoomFields,
  roomSeq: z
    .number({ error: 'travelProduct.msg.roomSeq' })
    .int({ error: 'travelProduct.msg.roomSeq' })
    .min(1, { error: 'travelProduct.msg.roomSeq' })
    .nullable()
    .default(null),
  useYn: z._default(ZYn, 'Y'),
  days: ZTravelDays.optional(),
});
export type TTravelRoomUpdateInput = z.infer<typeof ZTravelRoomUpdateInput>;

/**
 * Updating a property (productUpdateForm/:prodCd): its fields and rooms, at the version the form read. Prices
 * only while awaiting approval or rejected (after that a price change); the window is its own call. Saving a
 * rejected property sends it for approval again.
 */
export const ZUpdateTravelProductRequest = withFormRules(
  z.object({
    ...propertyFields,
    listPrice: ZPrice.optional(),
    prodPrice: ZPrice.optional(),
    rooms: z
      .array(ZTravelRoomUpdateInput, { error: 'travelProduct.msg.roomRequired' })
      .min(1, { error: 'travelProduct.msg.roomRequired' })
      .max(L.roomsMax, { error: 'travelProduct.msg.roomsMax' }),
    version: z.number({ error: 'product.msg.version' }).int({ error: 'product.msg.version' }).min(1, { error: 'product.msg.version' }),
  }),
  (v, ctx) => {
    checkPriceRule(v, ctx);
    if ((v.listPrice === undefined) !== (v.prodPrice === undefined))
      issue(ctx, [v.listPrice === undefined ? 'listPrice' : 'prodPrice'], 'product.msg.pricesTogether');
    checkPersons(v, ctx);
  },
);
export type TUpdateTravelProductRequest = z.infer<typeof ZUpdateTravelProductRequest>;
export const ZUpdateTravelProductReply = z.object({ prodCd: z.string(), prodStsCd: ZProdStsCd, version: z.number().int() });

/** A property named in a path (`/travel/products/:travelProdCd`): its own name, apart from the catalog's `prodCd`. */
export const ZTravelProductParams = z.object({ travelProdCd: z.string().trim().min(1).max(PRODUCT_LIMITS.codeMax) });

/** A room as the detail shows it. */
export const ZTravelRoomRow = z.object({
  roomSeq: z.number().int(),
  roomNm: z.string(),
  stdPersonCnt: z.number().int(),
  maxPersonCnt: z.number().int(),
  bedTypeNm: z.string(),
  roomDesc: z.string(),
  useYn: ZYn,
});
export type TTravelRoomRow = z.infer<typeof ZTravelRoomRow>;

/** GET /travel/products/:prodCd: the property, photos, rooms, window and version (the calendar is its own call). */
export const ZTravelProductDetailReply = z.object({
  prodCd: z.string(),
  supplyProdCd: z.string(),
  prodNm: z.string(),
  prodStsCd: ZProdStsCd,
  prodStsNm: z.string(),
  rejectReason: z.string().nullable(),
  brandCd: z.string(),
  brandNm: z.string(),
  continentCd: ZTravelContinentCd,
  nationCd: z.string(),
  gradeCd: ZTravelGradeCd,
  zipNo: z.string(),
  baseAddr: z.string(),
  dtlAddr: z.string(),
  checkInTm: z.string(),
  checkOutTm: z.string(),
  images: z.array(z.object({ fileSeq: z.number().int(), imageUrl: z.string() })),
  prodDesc: z.string(),
  listPrice: z.number().int(),
  prodPrice: z.number().int(),
  sellFeeRate: z.string(),
  rsvStartDt: z.string(),
  rsvEndDt: z.string(),
  rooms: z.array(ZTravelRoomRow),
  /** The price change awaiting the operator, or null. */
  openPriceChange: z.object({ prodPriceSeq: z.number().int(), newListPrice: z.number().int(), newProdPrice: z.number().int() }).nullable(),
  version: z.number().int(),
  regDt: z.string(),
  upDt: z.string(),
});
export type TTravelProductDetailReply = z.infer<typeof ZTravelProductDetailReply>;

/** The seller's moves (suspend, resume); a rejected property goes back for approval by saving the update form. */
export const ZTravelProductStatusRequest = z.object({ action: z.enum(['suspend', 'resume'], { error: 'product.msg.prodStsCd' }) });
export type TTravelProductStatusRequest = z.infer<typeof ZTravelProductStatusRequest>;
