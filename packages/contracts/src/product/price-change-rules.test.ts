import { describe, expect, it } from 'vitest';
import { ZPriceChangeRejectRequest, ZPriceChangeRequest } from './price-change.ts';
import { checkPriceChangeChanges, checkPriceChangeFits, type PriceChangeProduct } from './price-change-rules.ts';

const product: PriceChangeProduct = {
  listPrice: 100_000,
  prodPrice: 80_000,
  optionType: '1',
  options: [
    { prodOptionCd: 'P1001', extraCharge: 0 },
    { prodOptionCd: 'P1002', extraCharge: 30_000 },
  ],
};

const keysOf = (body: unknown) => {
  const r = ZPriceChangeRequest.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('ZPriceChangeRequest', () => {
  it('takes both prices for P, extra charges for O, both for A', () => {
    expect(keysOf({ prodCd: 'P1', changeType: 'P', newListPrice: 90_000, newProdPrice: 70_000 })).toEqual([]);
    expect(keysOf({ prodCd: 'P1', changeType: 'O', options: [{ prodOptionCd: 'P1001', newExtraCharge: 1_000 }] })).toEqual([]);
    expect(
      keysOf({ prodCd: 'P1', changeType: 'A', newListPrice: 90_000, newProdPrice: 70_000, options: [{ prodOptionCd: 'P1001', newExtraCharge: -1_000 }] }),
    ).toEqual([]);
  });

  it('refuses what the type does not take, and what it lacks, all at once', () => {
    expect(keysOf({ prodCd: 'P1', changeType: 'P', newListPrice: 90_000, options: [{ prodOptionCd: 'P1001', newExtraCharge: 10 }] })).toEqual([
      'newProdPrice:priceChange.msg.pricesRequired',
      'options:priceChange.msg.optionsUnused',
    ]);
    expect(keysOf({ prodCd: 'P1', changeType: 'O', newListPrice: 90_000 })).toEqual([
      'newListPrice:priceChange.msg.pricesUnused',
      'options:priceChange.msg.optionsRequired',
    ]);
  });

  it('holds the price rules: steps of 10, selling ≤ list, charges in steps of 10 within the new price for A, each option once', () => {
    expect(keysOf({ prodCd: 'P1', changeType: 'P', newListPrice: 90_005, newProdPrice: 95_000 })).toEqual(['newListPrice:product.msg.priceUnit']);
    expect(keysOf({ prodCd: 'P1', changeType: 'P', newListPrice: 90_000, newProdPrice: 95_000 })).toEqual(['newProdPrice:product.msg.prodPriceOverList']);
    expect(
      keysOf({
        prodCd: 'P1',
        changeType: 'A',
        newListPrice: 10_000,
        newProdPrice: 10_000,
        options: [
          { prodOptionCd: 'P1001', newExtraCharge: 15 },
          { prodOptionCd: 'P1001', newExtraCharge: 20_000 },
        ],
      }),
    ).toEqual([
      'options.0.newExtraCharge:product.msg.extraCharge',
      'options.1.prodOptionCd:priceChange.msg.optionDuplicate',
      'options.1.newExtraCharge:product.msg.extraChargeRange',
    ]);
  });
});

describe('checkPriceChangeFits', () => {
  it('bounds every combination after the change by the selling price after the change', () => {
    // 30,000 on a 20,000 selling price is over +100 %: the other option no longer fits.
    expect(checkPriceChangeFits(product, { changeType: 'P', newListPrice: 20_000, newProdPrice: 20_000, options: [] })).toEqual([
      { path: ['newProdPrice'], messageKey: 'priceChange.msg.otherChargesOutOfRange' },
    ]);
    expect(
      checkPriceChangeFits(product, {
        changeType: 'A',
        newListPrice: 20_000,
        newProdPrice: 20_000,
        options: [{ prodOptionCd: 'P1002', newExtraCharge: 20_000 }],
      }),
    ).toEqual([]);
    expect(checkPriceChangeFits(product, { changeType: 'O', options: [{ prodOptionCd: 'P1001', newExtraCharge: -40_010 }] })).toEqual([
      { path: ['options', 0, 'newExtraCharge'], messageKey: 'product.msg.extraChargeRange' },
    ]);
  });

  it('refuses unknown combinations and option prices of a product without options', () => {
    expect(checkPriceChangeFits(product, { changeType: 'O', options: [{ prodOptionCd: 'P9001', newExtraCharge: 0 }] })[0]?.messageKey).toBe(
      'priceChange.msg.optionUnknown',
    );
    expect(
      checkPriceChangeFits({ ...product, optionType: '0' }, { changeType: 'O', options: [{ prodOptionCd: 'P1001', newExtraCharge: 0 }] })[0]?.messageKey,
    ).toBe('priceChange.msg.noOptions');
  });
});

describe('checkPriceChangeChanges', () => {
  it('refuses a request that changes nothing of what its type names', () => {
    expect(checkPriceChangeChanges(product, { changeType: 'P', newListPrice: 100_000, newProdPrice: 80_000, options: [] })[0]?.messageKey).toBe(
      'priceChange.msg.pricesUnchanged',
    );
    expect(checkPriceChangeChanges(product, { changeType: 'O', options: [{ prodOptionCd: 'P1002', newExtraCharge: 30_000 }] })[0]?.messageKey).toBe(
      'priceChange.msg.chargesUnchanged',
    );
    expect(
      checkPriceChangeChanges(product, {
        changeType: 'A',
        newListPrice: 100_000,
        newProdPrice: 70_000,
        options: [{ prodOptionCd: 'P1002', newExtraCharge: 30_000 }],
      }),
    ).toHaveLength(1);
    expect(checkPriceChangeChanges(product, { changeType: 'P', newListPrice: 100_000, newProdPrice: 79_990, options: [] })).toEqual([]);
  });
});

describe('ZPriceChangeRejectRequest', () => {
  it('needs a reason of at most 500 characters', () => {
    expect(ZPriceChangeRejectRequest.safeParse({ rejectReason: '  ' }).error?.issues[0]?.message).toBe('priceChange.msg.rejectReason');
    expect(ZPriceChangeRejectRequest.safeParse({ rejectReason: 'x'.repeat(501) }).error?.issues[0]?.message).toBe('priceChange.msg.rejectReasonLength');
  });
});
