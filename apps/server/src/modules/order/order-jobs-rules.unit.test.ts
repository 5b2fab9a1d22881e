import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCertificateDue } from './certificate.ts';
import { isDeliveryDelayed } from './order-jobs.ts';

// The clock's rules as functions of time: a late line never becomes on time again as the clock runs on, and a
// certificate is due only in its week after delivery.

const HOUR = 3600_000;
const instant = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-01T00:00:00Z'), noInvalidDate: true });

describe('delivery delay (72)', () => {
  it('is never due before 48 clock hours, always by 48 + the longest holiday run, and stays due as time runs on', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 200 }), (payDt, hours, more) => {
        const line = { payDt, delayNoticeDt: null, giPrrnDt: '2000-01-01' };
        const now = new Date(payDt.getTime() + hours * HOUR);
        const due = isDeliveryDelayed(line, now);
        if (hours < 48) expect(due).toBe(false);
        // Fifteen calendar days always hold 48 business hours (Chuseok 2025 with its weekends ran ten days).
        if (hours >= 360) expect(due).toBe(true);
        if (due) expect(isDeliveryDelayed(line, new Date(now.getTime() + more * HOUR))).toBe(true);
      }),
    );
  });

  it('waits for the end of the noticed dispatch day once the seller sent a delay notice', () => {
    const line = { payDt: new Date('2026-11-23T01:00:00Z'), delayNoticeDt: new Date('2026-11-24T01:00:00Z'), giPrrnDt: '2026-11-27' };
    expect(isDeliveryDelayed(line, new Date('2026-11-27T14:59:00Z'))).toBe(false); // 23:59 Seoul on the noticed day
    expect(isDeliveryDelayed(line, new Date('2026-11-27T15:00:00Z'))).toBe(true);
  });
});

describe('certificate issue', () => {
  const delivered = (deliveredDt: Date) => ({
    grntSrvcGoodsYn: 'Y' as const,
    digitIssuStatus: 'WAITING',
    ordDtlStsCd: '60',
    deliveredDt,
    claimQty: 0,
    ordQty: 2,
    cancelQty: 0,
    returnQty: 0,
    exchangeQty: 0,
  });

  it('is due only within seven days of delivery, and never for an issued or deactivated certificate', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 24 * 20 }), (at, hours) => {
        const line = delivered(at);
        const now = new Date(at.getTime() + hours * HOUR);
        expect(isCertificateDue(line, now)).toBe(hours < 7 * 24);
        expect(isCertificateDue({ ...line, digitIssuStatus: 'ISSUED' }, now)).toBe(false);
        expect(isCertificateDue({ ...line, digitIssuStatus: 'DEACTIVATED' }, now)).toBe(false);
      }),
    );
  });

  it('waits while a claim is open and is never due when nothing of the line is kept', () => {
    const at = new Date('2026-12-01T01:00:00Z');
    const now = new Date(at.getTime() + HOUR);
    expect(isCertificateDue({ ...delivered(at), claimQty: 1 }, now)).toBe(false);
    expect(isCertificateDue({ ...delivered(at), returnQty: 1, exchangeQty: 1 }, now)).toBe(false);
    expect(isCertificateDue({ ...delivered(at), grntSrvcGoodsYn: 'N' }, now)).toBe(false);
  });
});
