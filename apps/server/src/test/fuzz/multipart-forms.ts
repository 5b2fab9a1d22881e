import {
  INQUIRY_LIMITS,
  INVOICE_UPLOAD_LIMITS,
  NOTICE_ADMIN_LIMITS,
  NOTICE_FORM_PARTS,
  PARTNER_FILE_LIMITS,
  PRODUCT_EXCEL_LIMITS,
  PRODUCT_IMAGE_RULES,
  ZEnterinquireRequest,
  ZExchangeRateUploadRequest,
  SETTLEMENT_ADMIN_LIMITS,
  ZInvoiceUploadRequest,
  ZNoticeSaveRequest,
  ZPartnerJoinRequest,
  ZProductExcelUploadRequest,
  ZProductImageUploadFields,
} from '@po/contracts';
import { z } from 'zod';
import type { JsonSchema } from './json-schema.ts';
import type { Operation } from './openapi-operations.ts';

/** The parts of a multipart operation: one JSON part and file parts. */
export interface MultipartShape {
  jsonPart: string;
  json: JsonSchema;
  filePart: string;
  maxFiles: number;
  /** Largest file the operation takes; the fuzzer sends files just over it now and then. */
  maxFileBytes: number;
}

const toJsonSchema = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The operator's notice form: a `notice` JSON part and up to five `attachFile` parts. */
const noticeForm = (): MultipartShape => ({
  jsonPart: NOTICE_FORM_PARTS.json,
  json: toJsonSchema(ZNoticeSaveRequest),
  filePart: NOTICE_FORM_PARTS.file,
  maxFiles: NOTICE_ADMIN_LIMITS.filesMax,
  maxFileBytes: NOTICE_ADMIN_LIMITS.fileMaxBytes,
});

/**
 * The multipart routes read their parts in the handler, so the OpenAPI document has no body for them.
 * Until it describes them (a `multipart/form-data` request body, read by `multipartShapeOf` first), their
 * parts are named here from the same contracts the services parse with. The fuzz test fails when an
 * operation answers like a multipart route and has no entry, so a new one cannot go unfuzzed.
 */
export const MULTIPART_FORMS: Record<string, () => MultipartShape> = {
  'POST /api/calculate/admin/exchangeRates/upload': () => ({
    jsonPart: 'upload',
    json: toJsonSchema(ZExchangeRateUploadRequest),
    filePart: 'file',
    maxFiles: 1,
    maxFileBytes: SETTLEMENT_ADMIN_LIMITS.rateFileMaxBytes,
  }),
  'POST /api/customer/supply/createPartnerJoin': () => ({
    jsonPart: 'partner',
    json: toJsonSchema(ZPartnerJoinRequest),
    filePart: 'file',
    maxFiles: PARTNER_FILE_LIMITS.maxFiles,
    maxFileBytes: PARTNER_FILE_LIMITS.largestBytes,
  }),
  'POST /api/customer/supply/createEnterinquire': () => ({
    jsonPart: 'enterinquire',
    json: toJsonSchema(ZEnterinquireRequest),
    filePart: 'file',
    maxFiles: 1,
    maxFileBytes: INQUIRY_LIMITS.imageMaxBytes,
  }),
  'POST /api/product/excel/upload': () => ({
    jsonPart: 'upload',
    json: toJsonSchema(ZProductExcelUploadRequest),
    filePart: 'file',
    maxFiles: 1,
    maxFileBytes: PRODUCT_EXCEL_LIMITS.maxBytes,
  }),
  'POST /api/order/invoiceUpload': () => ({
    jsonPart: 'upload',
    json: toJsonSchema(ZInvoiceUploadRequest),
    filePart: 'file',
    maxFiles: 1,
    maxFileBytes: INVOICE_UPLOAD_LIMITS.maxBytes,
  }),
  'POST /api/notice/admin': () => noticeForm(),
  'PUT /api/notice/admin/{bulletinSq}': () => noticeForm(),
  // Its "JSON part" is the optional `editorName` text (taken as it is, not parsed), beside one `file`.
  'POST /api/file/image/upload': () => ({
    jsonPart: 'editorName',
    json: toJsonSchema(ZProductImageUploadFields.shape.editorName.unwrap()),
    filePart: 'file',
    maxFiles: 1,
    maxFileBytes: PRODUCT_IMAGE_RULES.maxBytes,
  }),
};

const isBinary = (s: JsonSchema | undefined) => s?.format === 'binary' || s?.items?.format === 'binary';

/** The operation's multipart parts: from the document when it describes them, else from the table above. */
export function multipartShapeOf(op: Operation): MultipartShape | undefined {
  const body = op.multipartBody;
  if (body?.properties) {
    const entries = Object.entries(body.properties);
    const file = entries.find(([, s]) => isBinary(s));
    const json = entries.find(([, s]) => !isBinary(s));
    if (file && json) return { jsonPart: json[0], json: json[1], filePart: file[0], maxFiles: file[1].maxItems ?? 10, maxFileBytes: 10 * 1024 * 1024 };
  }
  return MULTIPART_FORMS[op.key]?.();
}
