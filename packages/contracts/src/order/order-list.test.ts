import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackingUrl } from './carrier-tracking.ts';
import { monthsBefore, periodError, ZOrderListRequest } from './order-list.ts';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('the order list’s period (spec §5 required, §8 max period exceeded)', () => {
  it('reads six calendar months back, the month’s last day standing in for a missing one', () => {
    expect(monthsBefore('2026-11-20', 6)).toBe('2026-05-20');
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2026-03-15', 6)).toBe('2025-09-15');
  });

  it('accepts the six-month shortcut and refuses one day more, or a reversed period', () => {
    expect(periodError({ startDt: '2026-05-20', endDt: '2026-11-20' })).toBeNull();
    expect(periodError({ startDt: '2026-05-19', endDt: '2026-11-20' })).toBe('orderList.msg.maxPeriodExceeded');
    expect(periodError({ startDt: '2026-11-21', endDt: '2026-11-20' })).toBe('orderList.msg.periodReversed');
  });

  it('never lets a period longer than six months through, and always lets one of at most 180 days', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (end, back) => {
        const start = new Date(Date.parse(`${end}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
        const error = periodError({ startDt: start, endDt: end });
        if (back <= 180) expect(error).toBeNull();
        if (back >= 185) expect(error).toBe('orderList.msg.maxPeriodExceeded');
        expect(error === null).toBe(start >= monthsBefore(end, 6));
      }),
    );
  });

  it('refuses a request without a period with its own key', () => {
    const parsed = ZOrderListRequest.safeParse({ pageNum: '1' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain('orderList.msg.periodRequired');
  });
});

describe('carrier tracking links', () => {
  it('links a known carrier’s invoice and nothing else', () => {
    expect(trackingUrl('04', '612345678901')).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=612345678901');
    expect(trackingUrl('06', 'A 1')).toBe('https://www.ilogen.com/web/personal/trace/A%201');
    expect(trackingUrl('12', '123')).toBeNull();
    expect(trackingUrl('04', null)).toBeNull();
  });
});
