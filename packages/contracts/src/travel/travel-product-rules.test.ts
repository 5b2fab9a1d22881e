import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonthsIso, isTravelWindowValid, stayNights } from './travel-codes.ts';
import { addDay, checkTravelCalendarCover, checkTravelWindow, windowNights } from './travel-product-rules.ts';
import { ZRegisterTravelProductRequest } from './travel-product.ts';

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const plusDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('isTravelWindowValid', () => {
  it('takes the longest window of 6 calendar months and refuses one night more', () => {
    expect(isTravelWindowValid('2026-01-15', '2026-07-14')).toBe(true);
    expect(isTravelWindowValid('2026-01-15', '2026-07-15')).toBe(false);
    expect(isTravelWindowValid('2026-08-31', '2027-02-27')).toBe(true);
    expect(isTravelWindowValid('2026-08-31', '2027-02-28')).toBe(false);
    expect(isTravelWindowValid('2026-03-02', '2026-03-01')).toBe(false);
  });
  it('holds a window exactly when its end is before the start plus 6 months', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -5, max: 200 }), (start, n) => {
        const end = plusDays(start, n);
        expect(isTravelWindowValid(start, end)).toBe(n >= 0 && end < addMonthsIso(start, 6));
      }),
    );
  });
  it('always takes a window of up to 180 nights and never one of 185 or more', () => {
    fc.assert(fc.property(day, fc.integer({ min: 0, max: 180 }), (start, n) => isTravelWindowValid(start, plusDays(start, n))));
    fc.assert(fc.property(day, fc.integer({ min: 185, max: 400 }), (start, n) => !isTravelWindowValid(start, plusDays(start, n))));
  });
});

describe('stayNights', () => {
  it('lists each night from check-in up to check-out, none for an empty stay', () => {
    expect(stayNights('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(stayNights('2026-02-27', '2026-02-27')).toEqual([]);
  });
  it('has check-out minus check-in nights, consecutive and ascending', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 60 }), (inDt, n) => {
        const nights = stayNights(inDt, plusDays(inDt, n));
        expect(nights).toHaveLength(n);
        nights.forEach((d, i) => expect(d).toBe(plusDays(inDt, i)));
      }),
    );
  });
  it('gives the window nights first to last included', () => {
    fc.assert(fc.property(day, fc.integer({ min: 0, max: 100 }), (s, n) => windowNights(s, plusDays(s, n)).length === n + 1 && addDay(s) === plusDays(s, 1)));
  });
});

describe('the calendar cover', () => {
  const cells = (nights: string[]) => nights.map((stayDt) => ({ stayDt, price: 100_000, stockQty: 3, saleYn: 'Y' }));
  it('takes every night once and names a day outside, a night twice and a missing night', () => {
    const nights = windowNights('2026-03-01', '2026-03-03');
    expect(checkTravelCalendarCover({ rsvStartDt: '2026-03-01', rsvEndDt: '2026-03-03', rooms: [{ days: cells(nights) }] })).toEqual([]);
    const bad = checkTravelCalendarCover({
      rsvStartDt: '2026-03-01',
      rsvEndDt: '2026-03-03',
      rooms: [{ days: cells(['2026-03-01', '2026-03-04']) }, { days: cells(['2026-03-01', '2026-03-01', '2026-03-02', '2026-03-03']) }],
    });
    expect(bad).toEqual([
      { path: ['rooms', 0, 'days', 1, 'stayDt'], messageKey: 'travelProduct.msg.dayOutsideWindow' },
      { path: ['rooms', 0, 'days'], messageKey: 'travelProduct.msg.priceRequired' },
      { path: ['rooms', 1, 'days', 1, 'stayDt'], messageKey: 'travelProduct.msg.dayTwice' },
    ]);
  });
  it('refuses a window over 6 months on its end date', () => {
    expect(checkTravelWindow('2026-01-15', '2026-07-15')).toEqual([{ path: ['rsvEndDt'], messageKey: 'travelProduct.msg.windowMax' }]);
  });
  it('names the field of a cell left empty', () => {
    const days = cells(windowNights('2026-03-01', '2026-03-02'));
    const body = {
      supplyProdCd: 'H-1',
      prodNm: 'Hotel',
      brandCd: 'B1',
      continentCd: 'ASIA',
      nationCd: 'JP',
      gradeCd: '4',
      baseAddr: 'Tokyo',
      images: [{ fileSeq: 1 }],
      prodDesc: '<p>x</p>',
      listPrice: 200_000,
      prodPrice: 150_000,
      rsvStartDt: '2026-03-01',
      rsvEndDt: '2026-03-02',
      rooms: [{ roomNm: 'Twin', stdPersonCnt: 2, maxPersonCnt: 3, days: [days[0], { stayDt: days[1]?.stayDt, stockQty: 1 }] }],
    };
    const r = ZRegisterTravelProductRequest.safeParse(body);
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining(['rooms.0.days.1.price:travelProduct.msg.priceRequired', 'rooms.0.days.1.saleYn:travelProduct.msg.saleYnRequired']),
    );
    expect(ZRegisterTravelProductRequest.safeParse({ ...body, rooms: [{ ...body.rooms[0], days }] }).success).toBe(true);
  });
});
