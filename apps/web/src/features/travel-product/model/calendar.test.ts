import { describe, expect, it } from 'vitest';
import { applyBulkFill, cellKey, incompleteCells, keepCells, lastAllowedNight, monthsOf, windowNights } from './calendar';

describe('travel calendar model', () => {
  it('lists the nights of an allowed window only', () => {
    expect(windowNights('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(windowNights('2026-01-15', '2026-07-14')).toHaveLength(181);
    // Six months and a day: not allowed, no grid.
    expect(windowNights('2026-01-15', '2026-07-15')).toEqual([]);
    expect(windowNights('2026-01-15', '')).toEqual([]);
    expect(lastAllowedNight('2026-01-15')).toBe('2026-07-14');
    expect(lastAllowedNight('2026-08-31')).toBe('2027-02-27');
  });

  it('fills two rooms over three months in one action, weekends apart', () => {
    const nights = windowNights('2026-01-01', '2026-03-31');
    expect(monthsOf(nights)).toEqual(['2026-01', '2026-02', '2026-03']);
    let cal = applyBulkFill({}, nights, { roomKeys: ['a', 'b'], from: nights[0]!, to: nights.at(-1)!, weekdays: [], price: 100_000, stockQty: 5, saleYn: 'Y' });
    expect(incompleteCells(cal, ['a', 'b'], nights)).toEqual([]);
    cal = applyBulkFill(cal, nights, { roomKeys: ['b'], from: '2026-01-01', to: '2026-01-31', weekdays: [0, 6], price: 150_000 });
    // 2026-01-03 is a Saturday: the price changes, the stock and sale flag stay.
    expect(cal[cellKey('b', '2026-01-03')]).toEqual({ price: 150_000, stockQty: 5, saleYn: 'Y' });
    expect(cal[cellKey('b', '2026-01-05')]?.price).toBe(100_000);
    expect(cal[cellKey('a', '2026-01-03')]?.price).toBe(100_000);
  });

  it('names every cell missing a price, a stock or a sale flag', () => {
    const nights = ['2026-05-01', '2026-05-02'];
    const cal = {
      [cellKey('a', '2026-05-01')]: { price: 1000, stockQty: 0, saleYn: 'N' as const },
      [cellKey('a', '2026-05-02')]: { price: 1000, stockQty: null, saleYn: 'Y' as const },
    };
    expect(incompleteCells(cal, ['a', 'b'], nights)).toEqual([
      { roomKey: 'a', stayDt: '2026-05-02' },
      { roomKey: 'b', stayDt: '2026-05-01' },
      { roomKey: 'b', stayDt: '2026-05-02' },
    ]);
    expect(Object.keys(keepCells(cal, ['a'], ['2026-05-02']))).toEqual([cellKey('a', '2026-05-02')]);
  });
});
