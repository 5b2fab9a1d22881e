import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROD_STATUSES, type TProdStsCd } from './product-codes.ts';
import { checkEdit, editRuleOf } from './product-editing.ts';

const stored = {
  listPrice: 100_000,
  prodPrice: 90_000,
  brandCd: 'B10001',
  options: [
    { prodOptionCd: 'P1001', extraCharge: 0 },
    { prodOptionCd: 'P1002', extraCharge: 5_000 },
  ],
};
const same = { ...stored, options: stored.options.map((o) => ({ ...o })) };
const keys = (status: TProdStsCd, asked: Parameters<typeof checkEdit>[2]) => checkEdit(status, stored, asked).map((v) => `${v.field}:${v.messageKey}`);

describe('editRuleOf', () => {
  it('opens everything before approval, resubmits only a rejected product, and closes prices, brand and removals once approved', () => {
    expect(editRuleOf('20')).toEqual({ prices: true, brand: true, removeOptions: true, resubmits: true });
    expect(editRuleOf('40')).toEqual({ prices: true, brand: true, removeOptions: true, resubmits: false });
    for (const s of ['60', '70', '90'] as const) expect(editRuleOf(s)).toEqual({ prices: false, brand: false, removeOptions: false, resubmits: false });
  });
});

describe('checkEdit', () => {
  it('allows any change before approval', () => {
    const asked = { listPrice: 120_000, prodPrice: 80_000, brandCd: 'B10002', options: [{ prodOptionCd: null, extraCharge: 1_000 }] };
    expect(keys('40', asked)).toEqual([]);
    expect(keys('20', asked)).toEqual([]);
  });

  it('refuses new prices, another brand, a changed extra charge and a removed combination of an approved product', () => {
    const asked = { listPrice: 120_000, prodPrice: 80_000, brandCd: 'B10002', options: [{ prodOptionCd: 'P1001', extraCharge: 1_000 }] };
    expect(keys('90', asked)).toEqual([
      'listPrice:product.msg.priceChangeRequired',
      'prodPrice:product.msg.priceChangeRequired',
      'options.0.extraCharge:product.msg.priceChangeRequired',
      'brandCd:product.msg.brandFixed',
      'options:product.msg.optionRemoveRefused',
    ]);
  });

  it('lets an approved product keep its prices (sent back or left out) and add combinations with their own charge', () => {
    expect(keys('70', same)).toEqual([]);
    expect(keys('60', { brandCd: 'B10001', options: [...same.options, { prodOptionCd: null, extraCharge: 9_000 }] })).toEqual([]);
  });

  it('never refuses a save that changes nothing, in any status', () => {
    fc.assert(fc.property(fc.constantFrom(...PROD_STATUSES), (status) => checkEdit(status, stored, same).length === 0));
  });

  it('refuses every price change of an approved product and none before approval', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROD_STATUSES), fc.integer({ min: 1, max: 100_000 }), (status, delta) => {
        const refused = checkEdit(status, stored, { ...same, prodPrice: stored.prodPrice - delta * 10 }).length > 0;
        return refused === !editRuleOf(status).prices;
      }),
    );
  });
});
