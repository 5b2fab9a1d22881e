import type { TPublishMonthReply, TTaxInvoice } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { SettlementAdminRepository, TaxInvoiceInsert } from './settlement-admin.repository.ts';
import { issueDueDtOf, monthLastDay } from './settlement-dates.ts';
import { approvalNoOf, MALL_SUPPLIER, splitFee } from './tax-invoice-numbers.ts';

type Seller = NonNullable<Awaited<ReturnType<SupplyService['findSupplyEntr']>>>;

/** The receiver as the seller is at publish: later changes of the company never touch an issued invoice. */
export function receiverOf(seller: Seller): TTaxInvoice['receiver'] {
  return {
    bizNo: seller.bizNo,
    name: seller.supplyEntrNm,
    ownerNm: seller.ownerNm,
    address: [seller.fixAddr, seller.dtlAddr].filter((s) => s && s.trim() !== '').join(' '),
    bizType: seller.bizType ?? '',
    bizKind: seller.bizKind ?? '',
    email: seller.sacOperatorEmail ?? seller.chgEmail ?? '',
  };
}

/** One commission invoice: the month's fee (VAT included), written on the month's last day, issued today. */
export function invoiceOf(opts: { settleYm: string; seller: Seller; feeAmt: number; issueDt: string; at: Date }): TaxInvoiceInsert {
  const writeDt = monthLastDay(opts.settleYm);
  const { supplyAmt, taxAmt } = splitFee(opts.feeAmt);
  return {
    supplyEntrCd: opts.seller.supplyEntrCd,
    settleYm: opts.settleYm,
    approvalNo: approvalNoOf(writeDt, opts.seller.supplyEntrCd),
    writeDt,
    issueDt: opts.issueDt,
    issueDueDt: issueDueDtOf(opts.settleYm),
    issueType: 'NORMAL',
    taxType: 'TAXABLE',
    // The fee was already taken from the payout: the invoice records a receipt, it claims nothing.
    purpose: 'RECEIPT',
    supplier: { ...MALL_SUPPLIER },
    receiver: receiverOf(opts.seller),
    items: [{ itemDt: writeDt, itemNm: `판매수수료 ${opts.settleYm}`, spec: '', qty: null, unitPrice: null, supplyAmt, taxAmt }],
    supplyAmt,
    taxAmt,
    totalAmt: opts.feeAmt,
    stsCd: 'ISSUED',
    createdDt: opts.at,
  };
}

/**
 * Publishing a fixed month: one commission invoice per seller with a fee (global sellers get none: they have no
 * Korean tax papers, settlementKindsOf), then the month is PUBLISHED. Under the run's lock; publishing again issues
 * nothing and answers the month as it is (idempotent), a month not fixed is refused.
 */
export function createTaxInvoicePublish(deps: { repo: SettlementAdminRepository; supply: SupplyService; db: Database; clock: Clock }) {
  const { repo, supply, db, clock } = deps;
  return {
    async publishMonth(opts: { settleYm: string }): Promise<TPublishMonthReply> {
      return db.transaction(async () => {
        const run = await repo.lockRun(opts.settleYm);
        if (!run || run.stsCd === 'RUNNING') throw new AppError('CONFLICT', { messageKey: 'calculateAdmin.msg.monthNotFixed' });
        const issueDt = seoulDate(clock.now());
        const late = issueDt > issueDueDtOf(opts.settleYm);
        if (run.stsCd === 'PUBLISHED') {
          return { settleYm: opts.settleYm, stsCd: 'PUBLISHED', issuedCnt: 0, invoiceCnt: await repo.countInvoices(opts.settleYm), late: false };
        }
        const at = clock.now();
        const rows: TaxInvoiceInsert[] = [];
        for (const m of await repo.listInvoiceableMonths(opts.settleYm)) {
          const seller = await supply.findSupplyEntr(m.supplyEntrCd);
          if (!seller || seller.entrType === 'G') continue;
          rows.push(invoiceOf({ settleYm: opts.settleYm, seller, feeAmt: m.feeAmt, issueDt, at }));
        }
        const issuedCnt = await repo.insertInvoices(rows);
        await repo.markPublished(opts.settleYm, at);
        return { settleYm: opts.settleYm, stsCd: 'PUBLISHED', issuedCnt, invoiceCnt: await repo.countInvoices(opts.settleYm), late };
      });
    },
  };
}
export type TaxInvoicePublish = ReturnType<typeof createTaxInvoicePublish>;
