import { DELIVERY_CODE_GROUPS, INVOICE_NO_PATTERN, LINE_STATUS, normalizeInvoiceNo } from '@po/contracts';
import type { CodeService } from '@/modules/code/code.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { OrderDetailRepository } from './order-detail.repository.ts';
import type { OrderActorRef, OrderMoves } from './order-moves.ts';
import type { LineKey, OrderLineRow } from './order.repository.ts';

/**
 * Registering an invoice on a line (spec §4 "uploading an invoice number moves the detail status to shipping"):
 * the one rule set for the detail's popup, the bulk list and the Excel upload. The carrier must be one of D010, the
 * number 8-20 digits (dashes and spaces dropped), and not used by another order; a preparing line moves to
 * shipping (35 → 50), a shipping line has its invoice corrected, any other is refused by the line machine.
 */
export function createOrderInvoices(deps: { detailRepo: OrderDetailRepository; moves: OrderMoves; codes: CodeService; db: Database; clock: Clock }) {
  const { detailRepo, moves, codes, db, clock } = deps;

  async function checkCarrier(deliveryEntrCd: string) {
    const known = await codes.listCodes({ groupCode: DELIVERY_CODE_GROUPS.carrier, lang: 'ko' });
    if (!known.some((c) => c.code === deliveryEntrCd))
      throw new AppError('VALIDATION_ERROR', {
        messageKey: 'order.msg.carrier',
        fields: [{ field: 'deliveryEntrCd', messageKey: 'order.msg.carrier' }],
      });
  }

  return {
    /**
     * Registers (35) or corrects (50) the invoice of one seller's line, in one transaction, and tells the buyer.
     * Throws AppError: 400 order.msg.carrier / order.msg.invoiceNo, 409 orderDetail.msg.invoiceUsed,
     * 409 the line machine's key (order.msg.prepareFirst ...), 409 order.msg.concurrentChange, 404 another seller's.
     */
    async registerInvoice(opts: {
      key: LineKey;
      deliveryEntrCd: string;
      invoiceNo: string;
      actor: OrderActorRef;
      expectedVersion?: number;
    }): Promise<OrderLineRow> {
      const invoiceNo = normalizeInvoiceNo(opts.invoiceNo);
      if (!INVOICE_NO_PATTERN.test(invoiceNo))
        throw new AppError('VALIDATION_ERROR', {
          messageKey: 'order.msg.invoiceNo',
          fields: [{ field: 'invoiceNo', messageKey: 'order.msg.invoiceNo' }],
        });
      await checkCarrier(opts.deliveryEntrCd);
      return db.transaction(async () => {
        await detailRepo.lockInvoiceNo(opts.deliveryEntrCd, invoiceNo);
        const line = await moves.lockLine(opts.key, opts.expectedVersion);
        if (await detailRepo.invoiceUsedElsewhere({ deliveryEntrCd: opts.deliveryEntrCd, invoiceNo, ordNo: line.ordNo }))
          throw new AppError('CONFLICT', { messageKey: 'orderDetail.msg.invoiceUsed' });
        const correcting = line.ordDtlStsCd === LINE_STATUS.shipping;
        const moved = await moves.moveLine({
          key: opts.key,
          action: correcting ? 'changeInvoice' : 'ship',
          actor: opts.actor,
          // Dispatched now: the "not dispatched in 48 hours" mark no longer holds; an arrival delay still does.
          patch: (l) => ({
            deliveryEntrCd: opts.deliveryEntrCd,
            invoiceNo,
            ...(correcting ? {} : { invoiceDt: clock.now() }),
            ...(l.delayStsCd === '72' ? { delayStsCd: null } : {}),
          }),
          memo: correcting
            ? `${line.deliveryEntrCd ?? ''} ${line.invoiceNo ?? ''} → ${opts.deliveryEntrCd} ${invoiceNo}`
            : `${opts.deliveryEntrCd} ${invoiceNo}`,
        });
        // An exchange's new line (orgOrdDtlSq) ships the replacement: the buyer is told so.
        await moves.notifyBuyer(line, line.orgOrdDtlSq !== null ? 'EXCHANGE_SHIPPED' : 'SHIPPED', {
          deliveryEntrCd: opts.deliveryEntrCd,
          invoiceNo,
          corrected: correcting,
        });
        return moved;
      });
    },
  };
}
export type OrderInvoices = ReturnType<typeof createOrderInvoices>;
