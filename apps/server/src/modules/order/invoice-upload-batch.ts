import { INVOICE_ROW_SUCCESSES, type TInvoiceRowResult } from '@po/contracts';
import { carrierOf, invoiceKeyOf, judgeInvoiceRow, lineKeyOf, type InvoiceRegistration, type InvoiceToRegister } from './invoice-registration.ts';
import type { SheetInvoiceRow } from './invoice-upload-sheet.ts';
import type { StoredInvoiceRow } from './invoice-upload.tables.ts';
import type { InvoiceUploadRepository } from './invoice-upload.repository.ts';
import type { OrderActorRef } from './order-moves.ts';

/**
 * One batch of rows in the caller's transaction: the seller's lines of the batch's orders locked and read at once,
 * the orders already carrying its invoices read at once (earlier batches' included), each row judged in sheet order
 * against them (a row sees what the rows above it will change), then the registrations written together.
 */
export async function registerInvoiceBatch(opts: {
  repo: InvoiceUploadRepository;
  registration: InvoiceRegistration;
  supplyEntrCd: string;
  actor: OrderActorRef;
  carriers: ReadonlySet<string>;
  rows: readonly SheetInvoiceRow[];
}): Promise<{ stored: StoredInvoiceRow[]; counts: { ok: number; already: number; failed: number } }> {
  const { repo, registration, supplyEntrCd, actor, carriers, rows } = opts;
  const locked = await repo.lockSellerLines(supplyEntrCd, [...new Set(rows.map((r) => r.ordNo).filter(Boolean))]);
  const lines = new Map(locked.map((l) => [lineKeyOf(l.ordNo, l.ordDtlSq), l]));
  const asCarrier = rows.map((r) => carrierOf(r.deliveryEntrCd, carriers)).filter((c): c is string => c !== null);
  const invoiceOrders = await repo.findInvoiceOrders([...new Set(asCarrier)], [...new Set(rows.map((r) => r.invoiceNo).filter(Boolean))]);

  const results = new Map<number, TInvoiceRowResult>();
  const toRegister: InvoiceToRegister[] = [];
  for (const r of rows) {
    const verdict = judgeInvoiceRow(r, { carriers, lines, invoiceOrders });
    if (verdict.result !== 'REGISTER') {
      results.set(r.row, verdict.result);
      continue;
    }
    const key = lineKeyOf(r.ordNo, verdict.ordDtlSq);
    const line = lines.get(key)!;
    lines.set(key, { ...line, ordDtlStsCd: '50', deliveryEntrCd: verdict.deliveryEntrCd, invoiceNo: r.invoiceNo });
    const k = invoiceKeyOf(verdict.deliveryEntrCd, r.invoiceNo);
    invoiceOrders.set(k, new Set([...(invoiceOrders.get(k) ?? []), r.ordNo]));
    toRegister.push({
      ordNo: r.ordNo,
      ordDtlSq: verdict.ordDtlSq,
      deliveryEntrCd: verdict.deliveryEntrCd,
      invoiceNo: r.invoiceNo,
      fromStsCd: line.ordDtlStsCd,
      exchange: line.orgOrdDtlSq !== null,
    });
    results.set(r.row, 'OK');
  }
  await registration.registerInvoicesForUpload({ supplyEntrCd, actor, lines: toRegister });

  const counts = { ok: 0, already: 0, failed: 0 };
  const stored = rows.map((r) => {
    const result = results.get(r.row)!;
    if (result === 'OK') counts.ok++;
    else if (result === 'ALREADY') counts.already++;
    else if (!INVOICE_ROW_SUCCESSES.includes(result)) counts.failed++;
    return { row: r.row, ordNo: r.ordNo, ordDtlSq: r.ordDtlSq, deliveryEntrCd: r.deliveryEntrCd, invoiceNo: r.invoiceNo, result };
  });
  return { stored, counts };
}
