import { findTransition, INVOICE_NO_PATTERN, LINE_MACHINE, type TInvoiceRowResult, type TOrdDtlStsCd } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import type { InvoiceLineState, InvoiceUploadRepository, ShipLine } from './invoice-upload.repository.ts';
import type { SheetInvoiceRow } from './invoice-upload-sheet.ts';
import type { OrderActorRef } from './order-moves.ts';
import type { OrderRepository } from './order.repository.ts';

// The invoice registration rule as the bulk upload applies it. The "detail" part registers one invoice from the
// order detail at the same time; for the integrator, the rule functions here are `judgeInvoiceRow` (carrier, number
// format, status, already registered, used by another order) and `registerInvoicesForUpload` (the move to shipping,
// the history and the buyer's notification, for a batch of locked lines): merge them with the detail's into one rule.

/** A row's verdict before anything is written: a result to report, or the line to register it on. */
export type InvoiceVerdict = { result: TInvoiceRowResult } | { result: 'REGISTER'; ordDtlSq: number; deliveryEntrCd: string };

export const lineKeyOf = (ordNo: string, ordDtlSq: number) => `${ordNo}#${ordDtlSq}`;
export const invoiceKeyOf = (deliveryEntrCd: string, invoiceNo: string) => `${deliveryEntrCd}|${invoiceNo}`;

/** The D010 code a cell names: as typed, or a number Excel made of it (4 for 04). */
export function carrierOf(cell: string, carriers: ReadonlySet<string>): string | null {
  if (carriers.has(cell)) return cell;
  if (!/^\d+$/.test(cell)) return null;
  return [...carriers].find((c) => /^\d+$/.test(c) && Number(c) === Number(cell)) ?? null;
}

/**
 * Judges one row against what is known: the seller's lines (as changed by the rows registered before it), the
 * invoices on orders (the database's, plus this upload's). Pure, so a property test can hold it to the rules.
 */
export function judgeInvoiceRow(
  r: Pick<SheetInvoiceRow, 'ordNo' | 'ordDtlSq' | 'deliveryEntrCd' | 'invoiceNo'>,
  known: { carriers: ReadonlySet<string>; lines: ReadonlyMap<string, InvoiceLineState>; invoiceOrders: ReadonlyMap<string, ReadonlySet<string>> },
): InvoiceVerdict {
  if (!r.ordNo || !r.ordDtlSq || !r.deliveryEntrCd || !r.invoiceNo) return { result: 'MISSING' };
  if (!/^\d{1,9}$/.test(r.ordDtlSq) || !INVOICE_NO_PATTERN.test(r.invoiceNo)) return { result: 'BAD_NUMBER' };
  const carrier = carrierOf(r.deliveryEntrCd, known.carriers);
  if (!carrier) return { result: 'UNKNOWN_CARRIER' };
  const ordDtlSq = Number(r.ordDtlSq);
  const line = known.lines.get(lineKeyOf(r.ordNo, ordDtlSq));
  if (!line) return { result: 'NOT_FOUND' };
  if (line.deliveryEntrCd === carrier && line.invoiceNo === r.invoiceNo) return { result: 'ALREADY' };
  if (!findTransition(LINE_MACHINE, line.ordDtlStsCd as TOrdDtlStsCd, 'ship')) return { result: 'WRONG_STATUS' };
  // One parcel may carry several lines of one order; the same invoice on another order is a mistake.
  const usedBy = known.invoiceOrders.get(invoiceKeyOf(carrier, r.invoiceNo));
  if (usedBy && [...usedBy].some((o) => o !== r.ordNo)) return { result: 'INVOICE_USED' };
  return { result: 'REGISTER', ordDtlSq, deliveryEntrCd: carrier };
}

/** A judged row to register: the locked line's key, its status as locked, and the invoice. */
export type InvoiceToRegister = ShipLine & { fromStsCd: string; exchange: boolean };

/**
 * The move itself, for many lines at once: what `orderMoves.moveLine({ action: 'ship' })` does for one line (the
 * LINE_MACHINE transition for the seller, the invoice written with the version bumped, a history row), plus the
 * buyer's notification, in a few statements for the whole batch; a row at a time would take a round trip per
 * statement per row, and 5,000 rows must register in 10 s. The lines must be locked by the caller's transaction
 * (`lockSellerLines`) and judged against what the lock read.
 */
export function createInvoiceRegistration(deps: { repo: InvoiceUploadRepository; orders: OrderRepository; clock: Clock }) {
  const { repo, orders, clock } = deps;
  return {
    async registerInvoicesForUpload(opts: { supplyEntrCd: string; actor: OrderActorRef; lines: readonly InvoiceToRegister[] }): Promise<void> {
      const { supplyEntrCd, actor, lines } = opts;
      if (lines.length === 0) return;
      const now = clock.now();
      const moves = lines.map((l) => ({ l, to: requireTransition(LINE_MACHINE, { from: l.fromStsCd as TOrdDtlStsCd, action: 'ship', who: actor.type })! }));
      for (const to of new Set(moves.map((m) => m.to)))
        await repo.shipLines({ supplyEntrCd, toStsCd: to, now, lines: moves.filter((m) => m.to === to).map((m) => m.l) });
      await orders.insertHistory(
        moves.map(({ l, to }) => ({
          supplyEntrCd,
          ordNo: l.ordNo,
          ordDtlSq: l.ordDtlSq,
          claimSq: null,
          action: 'ship',
          fromStsCd: l.fromStsCd,
          toStsCd: to,
          memo: `${l.deliveryEntrCd} ${l.invoiceNo}`,
          actorType: actor.type,
          actorId: actor.id,
          actorNm: actor.nm,
          changedDt: now,
        })),
      );
      await orders.insertNotifications(
        lines.map((l) => ({
          supplyEntrCd,
          ordNo: l.ordNo,
          ordDtlSq: l.ordDtlSq,
          kind: l.exchange ? 'EXCHANGE_SHIPPED' : 'SHIPPED',
          payload: { deliveryEntrCd: l.deliveryEntrCd, invoiceNo: l.invoiceNo },
          createdDt: now,
        })),
      );
    },
  };
}
export type InvoiceRegistration = ReturnType<typeof createInvoiceRegistration>;
