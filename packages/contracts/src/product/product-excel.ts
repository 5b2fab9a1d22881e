import { z } from 'zod';
import { CONFIRM_NO_FIELDS } from './product-fields.ts';
import { ZRegisterProductRequest } from './product-save.ts';
import { NOTICE_ITEM_FIELDS } from './notice-types.ts';

// Product registration by Excel upload (productExcelUploadForm). One sheet row per option combination; the rows
// of one product share its seller's code (supplyProdCd) and the product's fields are read from its first row.

/** What a column fills: the product (read from the product's first row) or one combination (every row). */
export type TProductExcelLevel = 'product' | 'option';

const product = (key: string) => ({ key, level: 'product' as const });
const option = (key: string) => ({ key, level: 'option' as const });

/** Every field of the registration form, in the sheet's order. Images are not in the sheet: they are added in the update form. */
export const PRODUCT_EXCEL_COLUMNS = [
  product('supplyProdCd'),
  product('prodNm'),
  product('brandCd'),
  product('standardCategoryId'),
  product('seasonCd'),
  product('itemkindCd'),
  product('prodSexGb'),
  product('modelCd'),
  product('modelNm'),
  product('makeNm'),
  product('nativeCd'),
  product('importationGb'),
  product('luxuryYn'),
  product('vatCd'),
  product('listPrice'),
  product('prodPrice'),
  product('pointRate'),
  product('optionType'),
  product('optnStpMthdCd'),
  product('optionNm1'),
  product('optionNm2'),
  option('optionValue1'),
  option('optionValue2'),
  option('stockQty'),
  option('extraCharge'),
  option('saleAbleYn'),
  option('enterpriseOptionCd'),
  product('deliveryLocCd'),
  product('dlcstPlcyCd'),
  product('deliveryMethod'),
  product('codYn'),
  product('giDd'),
  product('giHr'),
  product('giOptnCd'),
  product('ltDcnt'),
  product('prodDesc'),
  product('niTypeCd'),
  ...NOTICE_ITEM_FIELDS.map(product),
  product('kcGb'),
  ...CONFIRM_NO_FIELDS.map(product),
  product('giftWrapYn'),
  product('minorBuyYn'),
  product('minOrdQty'),
  product('maxOrdQty'),
  product('grntSrvcGoodsYn'),
  product('reserveYn'),
] as const;
export type TProductExcelColumn = (typeof PRODUCT_EXCEL_COLUMNS)[number]['key'];

/** Columns whose cells are numbers; every other cell is text (a code typed as a number is read back as text). */
export const PRODUCT_EXCEL_NUMBER_COLUMNS: ReadonlySet<string> = new Set([
  'listPrice',
  'prodPrice',
  'pointRate',
  'stockQty',
  'extraCharge',
  'giDd',
  'giHr',
  'ltDcnt',
  'minOrdQty',
  'maxOrdQty',
]);

export const PRODUCT_EXCEL_LIMITS = {
  /** The file, judged by its magic bytes (an xlsx is a zip). */
  maxBytes: 10 * 1024 * 1024,
  /** Data rows of one upload: the 10,000 the spec asks for, with room. */
  maxRows: 20_000,
  /** Errors kept and answered per upload; the error sheet names them all. */
  maxErrors: 1_000,
  /** Rows of the header: titles (row 1) and field codes (row 2), so data starts on row 3. */
  headerRows: 2,
} as const;

/** ALL: any refusal saves nothing. VALID: the products without a refusal are saved, the others reported. */
export const PRODUCT_EXCEL_MODES = ['ALL', 'VALID'] as const;
export const ZProductExcelMode = z.enum(PRODUCT_EXCEL_MODES, { error: 'productExcel.msg.mode' });
export type TProductExcelMode = z.infer<typeof ZProductExcelMode>;

/** The JSON part (`upload`) of `POST /api/product/excel/upload`, beside the `file` part. */
export const ZProductExcelUploadRequest = z.object({ mode: ZProductExcelMode });
export type TProductExcelUploadRequest = z.infer<typeof ZProductExcelUploadRequest>;

/**
 * A product as an Excel upload registers it: the registration form's fields and cross-field rules, without
 * images (a sheet carries none; they are added in the update form). Built from the form's own schema, so a
 * rule added to the form applies here as well; only the images field is replaced.
 */
export const ZExcelRegisterProduct = z.intersection(
  ZRegisterProductRequest.def.left.extend({ images: z.array(z.never()).max(0).default([]) }),
  ZRegisterProductRequest.def.right,
);
export type TExcelRegisterProduct = z.infer<typeof ZExcelRegisterProduct>;

export const ZProductExcelParams = z.object({ uploadJobId: z.uuid() });

/** One refused cell: the sheet's row (titles are rows 1-2), the field code (null for the whole row) and the message. */
export const ZProductExcelError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  columnNm: z.string().nullable(),
  messageKey: z.string(),
  message: z.string(),
});
export type TProductExcelError = z.infer<typeof ZProductExcelError>;

/** An upload's outcome: counts, the first errors (paged on the screen) and whether the error sheet is ready. */
export const ZProductExcelResultReply = z.object({
  jobId: z.uuid(),
  mode: ZProductExcelMode,
  fileNm: z.string(),
  /** false until the job has read, checked and saved the sheet. */
  done: z.boolean(),
  rowCnt: z.number().int(),
  productCnt: z.number().int(),
  savedCnt: z.number().int(),
  failedCnt: z.number().int(),
  errorCnt: z.number().int(),
  errors: z.array(ZProductExcelError),
});
export type TProductExcelResultReply = z.infer<typeof ZProductExcelResultReply>;
