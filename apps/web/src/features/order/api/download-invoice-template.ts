import { getBlob } from '@/shared/http/download';

/** GET /api/order/invoiceUpload/template: the invoice sheet and the carrier codes, in the user's language, saved by the browser. */
export const downloadInvoiceTemplate = () => getBlob('/order/invoiceUpload/template');
