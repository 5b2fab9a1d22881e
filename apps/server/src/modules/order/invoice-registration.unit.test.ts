import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carrierOf, invoiceKeyOf, judgeInvoiceRow, lineKeyOf } from './invoice-registration.ts';
import type { InvoiceLineState } from './invoice-upload.repository.ts';
import { cellText } from './invoice-upload-sheet.ts';

const CARRIERS = new Set(['04', '08', '01', '23']);
const line = (o: Partial<InvoiceLineState> = {}): InvoiceLineState => ({
  ordNo: 'ORD1',
  ordDtlSq: 1,
  ordDtlStsCd: '35',
  deliveryEntrCd: null,
  invoiceNo: null,
  orgOrdDtlSq: null,
  ...o,
});
const known = (l: InvoiceLineState | null, invoiceOrders: [string, string[]][] = []) => ({
  carriers: CARRIERS,
  lines: new Map(l ? [[lineKeyOf(l.ordNo, l.ordDtlSq), l]] : []),
  invoiceOrders: new Map(invoiceOrders.map(([k, v]) => [k, new Set(v)])),
});
const row = (o: Partial<Record<'ordNo' | 'ordDtlSq' | 'deliveryEntrCd' | 'invoiceNo', string>> = {}) => ({
  ordNo: 'ORD1',
  ordDtlSq: '1',
  deliveryEntrCd: '04',
  invoiceNo: '612345678901',
  ...o,
});
// Invoices as the sheet reader hands them on: spaces and dashes already dropped (one rule with the detail popup).
const invoice = fc.stringMatching(/^\d{8,20}$/);

describe('the invoice rule of the bulk upload', () => {
  it('reads a number cell as its full digits, never in exponent notation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(cellText(n)).toBe(BigInt(n).toString());
      }),
    );
    expect(cellText(123456789012345)).toBe('123456789012345');
    expect(cellText(1e20)).toBe('100000000000000000000');
    expect(cellText('  0012 ')).toBe('0012');
  });

  it('takes a carrier code Excel turned into a number (4 for 04), and only a known one', () => {
    expect(carrierOf('04', CARRIERS)).toBe('04');
    expect(carrierOf('4', CARRIERS)).toBe('04');
    expect(carrierOf('99', CARRIERS)).toBeNull();
    expect(carrierOf('CJ', CARRIERS)).toBeNull();
  });

  it('registers only on a preparing line of the seller, with a well-formed invoice no other order carries', () => {
    fc.assert(
      fc.property(fc.constantFrom('20', '35', '50', '60', '99'), invoice, fc.boolean(), (sts, inv, usedElsewhere) => {
        const verdict = judgeInvoiceRow(row({ invoiceNo: inv }), known(line({ ordDtlStsCd: sts }), usedElsewhere ? [[invoiceKeyOf('04', inv), ['ORD2']]] : []));
        const expected = sts !== '35' ? 'WRONG_STATUS' : usedElsewhere ? 'INVOICE_USED' : 'REGISTER';
        expect(verdict.result).toBe(expected);
      }),
    );
  });

  it('answers "already registered" for a line carrying the same carrier and invoice, whatever its status', () => {
    fc.assert(
      fc.property(fc.constantFrom('50', '60'), invoice, (sts, inv) => {
        const l = line({ ordDtlStsCd: sts, deliveryEntrCd: '04', invoiceNo: inv });
        expect(judgeInvoiceRow(row({ invoiceNo: inv, deliveryEntrCd: '4' }), known(l, [[invoiceKeyOf('04', inv), ['ORD1']]])).result).toBe('ALREADY');
      }),
    );
  });

  it('lets one invoice cover several lines of one order', () => {
    const l = line({ ordDtlSq: 2 });
    expect(judgeInvoiceRow(row({ ordDtlSq: '2' }), known(l, [[invoiceKeyOf('04', '612345678901'), ['ORD1']]])).result).toBe('REGISTER');
  });

  it('names what is wrong with a row before looking the line up', () => {
    expect(judgeInvoiceRow(row({ invoiceNo: '' }), known(line())).result).toBe('MISSING');
    expect(judgeInvoiceRow(row({ invoiceNo: '12 345 678' }), known(line())).result).toBe('BAD_NUMBER');
    expect(judgeInvoiceRow(row({ ordDtlSq: '1.5' }), known(line())).result).toBe('BAD_NUMBER');
    expect(judgeInvoiceRow(row({ deliveryEntrCd: '77' }), known(line())).result).toBe('UNKNOWN_CARRIER');
    expect(judgeInvoiceRow(row(), known(null)).result).toBe('NOT_FOUND');
  });
});
