import type { TInvoiceRequest } from '@po/contracts';
import { useLineAction } from './line-action';

/** PUT /api/order/lines/invoice: registers (35 → 50) or corrects (50) invoices, per line. */
export const useRegisterInvoices = () => useLineAction<TInvoiceRequest['lines'][number]>('invoice');
