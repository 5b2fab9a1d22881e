import { createHash } from 'node:crypto';

/**
 * The mall as the supplier of its commission invoices (the footer's company; one place to change it). The
 * middle eight digits of an approval number are the issuer's: the mall's own issuing system.
 */
export const MALL_SUPPLIER = {
  bizNo: '1234567890',
  name: '(주)파트너오피스',
  ownerNm: '김파트너',
  address: '서울특별시 강남구 테헤란로 100, 10층',
  bizType: '서비스업',
  bizKind: '전자상거래 중개',
  email: 'tax@partneroffice.example',
} as const;
export const MALL_ISSUER_ID = '41000017';

/**
 * The fee is VAT-inclusive: supply = ⌊fee × 10 / 11⌋, tax = fee − supply (below one won truncated). A negative fee
 * (refunds over sales: a minus invoice) is split the same way on its size, so supply and tax keep the fee's sign
 * and −fee splits into exactly −(supply, tax).
 */
export function splitFee(fee: number): { supplyAmt: number; taxAmt: number } {
  const sign = fee < 0 ? -1 : 1;
  const size = BigInt(Math.abs(fee));
  const supply = Number((size * 10n) / 11n);
  const supplyAmt = sign * supply;
  return { supplyAmt: supplyAmt === 0 ? 0 : supplyAmt, taxAmt: fee - supplyAmt };
}

/**
 * 24 digits: the write date (YYYYMMDD), the issuer's id, and a serial of eight digits from the seller's code
 * (S000123 → 00000123). One invoice per seller and month, so writeDt + seller is unique; the number is the same
 * however many times the month is published.
 */
export function approvalNoOf(writeDt: string, supplyEntrCd: string): string {
  const digits = supplyEntrCd.replace(/\D/g, '');
  const serial =
    digits.length > 0 && digits.length <= 8
      ? digits.padStart(8, '0')
      : String(BigInt(`0x${createHash('sha256').update(supplyEntrCd).digest('hex').slice(0, 15)}`) % 100_000_000n).padStart(8, '0');
  return `${writeDt.replaceAll('-', '')}${MALL_ISSUER_ID}${serial}`;
}
