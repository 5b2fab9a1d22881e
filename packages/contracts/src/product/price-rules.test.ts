import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOrderQuantity, ORDER_QTY_LIMITS } from './order-rules.ts';
import { checkPrices, discountRate, effectiveSellFeeRate, isValidPrice, isValidRate, PRICE_LIMITS } from './price-rules.ts';

const price = fc.integer({ min: PRICE_LIMITS.min / 10, max: PRICE_LIMITS.max / 10 }).map((n) => n * 10);
/** A list price and a selling price not above it. */
const prices = fc.tuple(price, price).map(([a, b]) => ({ listPrice: Math.max(a, b), prodPrice: Math.min(a, b) }));

describe('discountRate', () => {
  it('rounds down: the shown rate is never more than the real discount, and less by under one point', () => {
    fc.assert(
      fc.property(prices, ({ listPrice, prodPrice }) => {
        const rate = discountRate(listPrice, prodPrice);
        const exact = ((listPrice - prodPrice) * 100) / listPrice;
        return Number.isInteger(rate) && rate <= exact && exact - rate < 1;
      }),
    );
  });

  it('is 0 at the list price and at most 99 while something is paid', () => {
    fc.assert(fc.property(price, (p) => discountRate(p, p) === 0));
    fc.assert(fc.property(prices, ({ listPrice, prodPrice }) => discountRate(listPrice, prodPrice) >= 0 && discountRate(listPrice, prodPrice) <= 99));
  });

  it('never grows when the selling price rises', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 0, max: 1000 }), ({ listPrice, prodPrice }, step) => {
        const higher = Math.min(listPrice, prodPrice + step * 10);
        return discountRate(listPrice, higher) <= discountRate(listPrice, prodPrice);
      }),
    );
  });

  it('shows the usual examples', () => {
    expect(discountRate(10_000, 9_990)).toBe(0);
    expect(discountRate(10_000, 7_000)).toBe(30);
    expect(discountRate(39_900, 29_900)).toBe(25); // 25.06 %
    expect(discountRate(30_000, 20_000)).toBe(33); // 33.3 %
  });
});

describe('prices', () => {
  it('takes whole tens of won from 10 to a billion', () => {
    expect([10, 1_000_000_000, 29_900].every(isValidPrice)).toBe(true);
    expect([0, 5, 15, 29_905, 1_000_000_010, 99.5, -10].some(isValidPrice)).toBe(false);
  });

  it('refuses a selling price above the list price, and only that', () => {
    fc.assert(fc.property(price, price, (listPrice, prodPrice) => checkPrices({ listPrice, prodPrice }).length === (prodPrice > listPrice ? 1 : 0)));
  });

  it('takes the brand rate over the contract rate', () => {
    expect(effectiveSellFeeRate({ brandRate: 18.5, contractRate: 25 })).toBe(18.5);
    expect(effectiveSellFeeRate({ brandRate: null, contractRate: 25 })).toBe(25);
    expect(effectiveSellFeeRate({ brandRate: 0, contractRate: 25 })).toBe(0);
  });

  it('takes rates of 0 to 100 with two decimals', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => isValidRate(n / 100)));
    expect([-0.01, 100.01, 12.345, Number.NaN].some(isValidRate)).toBe(false);
  });
});

describe('checkOrderQuantity', () => {
  const qty = fc.integer({ min: ORDER_QTY_LIMITS.min, max: ORDER_QTY_LIMITS.max });
  it('accepts min ≤ max and no maximum, and refuses min > max', () => {
    fc.assert(
      fc.property(qty, fc.option(qty, { nil: null }), (minOrdQty, maxOrdQty) => {
        const out = checkOrderQuantity({ minOrdQty, maxOrdQty });
        return maxOrdQty !== null && minOrdQty > maxOrdQty ? out.length === 1 && out[0]?.messageKey === 'product.msg.minOverMax' : out.length === 0;
      }),
    );
  });

  it('refuses 0, fractions and more than 999', () => {
    expect(checkOrderQuantity({ minOrdQty: 0, maxOrdQty: null })).toEqual([{ field: 'minOrdQty', messageKey: 'product.msg.ordQty' }]);
    expect(checkOrderQuantity({ minOrdQty: 1, maxOrdQty: 1.5 })).toEqual([{ field: 'maxOrdQty', messageKey: 'product.msg.ordQty' }]);
    expect(checkOrderQuantity({ minOrdQty: 1000, maxOrdQty: null })).toEqual([{ field: 'minOrdQty', messageKey: 'product.msg.ordQty' }]);
  });
});
