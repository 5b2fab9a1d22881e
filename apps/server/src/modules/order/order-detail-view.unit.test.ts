import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, addDays } from '@/platform/time/business-days.ts';
import { arrivalDelayDayOf, businessDaysBetween, delayNoticeMaxOf, lineActionsOf } from './order-detail-view.ts';
import type { OrderLineRow } from './order.repository.ts';

const line = (over: Partial<OrderLineRow>): OrderLineRow =>
  ({
    ordDtlStsCd: '20',
    deliveryExpectDt: '2026-11-25',
    giPrrnDt: '2026-11-23',
    deliveredDt: null,
    soldoutYn: 'N',
    ordQty: 2,
    cancelQty: 0,
    returnQty: 0,
    exchangeQty: 0,
    claimQty: 0,
    ...over,
  }) as OrderLineRow;

describe('the detail line rules', () => {
  it('counts arrival delay days only while the line is undelivered and past its expected day', () => {
    expect(arrivalDelayDayOf(line({}), '2026-11-25')).toBe(0);
    expect(arrivalDelayDayOf(line({}), '2026-11-27')).toBe(2);
    expect(arrivalDelayDayOf(line({ ordDtlStsCd: '60', deliveredDt: new Date() }), '2026-11-27')).toBe(0);
    expect(arrivalDelayDayOf(line({ ordDtlStsCd: '99' }), '2026-11-27')).toBe(0);
  });

  it('allows a delay notice up to three business days after the planned date, over weekends and holidays', () => {
    expect(delayNoticeMaxOf('2026-11-23')).toBe('2026-11-26');
    expect(delayNoticeMaxOf('2026-11-27')).toBe('2026-12-02');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (n) => {
        const day = addBusinessDays(addDays('2025-01-01', n), 0);
        expect(businessDaysBetween(day, delayNoticeMaxOf(day))).toBe(3);
      }),
    );
  });

  it('enables the seller actions the line machine and the detail rules allow', () => {
    expect(lineActionsOf(line({}))).toEqual(['prepare', 'cancel', 'memo', 'delayNotice', 'soldOut']);
    expect(lineActionsOf(line({ ordDtlStsCd: '35', soldoutYn: 'Y', claimQty: 2 }))).toEqual(['ship', 'cancel', 'memo']);
    expect(lineActionsOf(line({ ordDtlStsCd: '50' }))).toEqual(['changeInvoice', 'deliver', 'memo']);
    expect(lineActionsOf(line({ ordDtlStsCd: '60' }))).toEqual(['memo']);
    expect(lineActionsOf(line({ ordDtlStsCd: '35', claimQty: 2 }))).toEqual(['ship', 'cancel', 'memo', 'delayNotice']);
  });
});
