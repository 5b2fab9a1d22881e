import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TYn } from '../common/replies.ts';
import { buildOptionMatrix, checkOptions, extraChargeBounds, isSoldOut, saleableStock, stockMove, type OptionRow } from './option-rules.ts';
import { PROD_STATUSES, type TOptionType } from './product-codes.ts';

const value = fc.stringMatching(/^[A-Za-z0-9가-힣]{1,8}$/);
const values = fc.uniqueArray(value, { minLength: 1, maxLength: 8, selector: (v) => v.toLowerCase() });
const row = (v1: string, v2: string, over: Partial<OptionRow> = {}): OptionRow => ({
  optionValue1: v1,
  optionValue2: v2,
  stockQty: 5,
  extraCharge: 0,
  saleAbleYn: 'Y',
  ...over,
});
const set = (optionType: TOptionType, options: OptionRow[], names: [string, string] = ['색상', '사이즈']) => ({
  optionType,
  optionNm1: optionType === '0' ? '' : names[0],
  optionNm2: optionType === '2' ? names[1] : '',
  options,
  prodPrice: 50_000,
});
const keys = (v: ReturnType<typeof set>) => checkOptions(v).map((x) => x.messageKey);

describe('buildOptionMatrix', () => {
  it('makes every combination once, value 1 outer and value 2 inner', () => {
    fc.assert(
      fc.property(values, values, (v1, v2) => {
        const m = buildOptionMatrix('2', v1, v2);
        return m.length === v1.length * v2.length && m[0]?.optionValue1 === v1[0] && m[1 % m.length]?.optionValue2 === v2[1 % v2.length];
      }),
    );
  });

  it('builds what checkOptions accepts, for every option type', () => {
    fc.assert(
      fc.property(fc.constantFrom<TOptionType>('0', '1', '2'), values, values, (type, v1, v2) => {
        const rows = buildOptionMatrix(type, v1, v2).map((c) => row(c.optionValue1, c.optionValue2));
        return checkOptions(set(type, rows)).length === 0;
      }),
    );
  });

  it('drops blanks and repeats of a value however they are spelled', () => {
    expect(buildOptionMatrix('1', ['S', ' s ', '', 'M'], [])).toEqual([
      { optionValue1: 'S', optionValue2: '' },
      { optionValue1: 'M', optionValue2: '' },
    ]);
    expect(buildOptionMatrix('0', ['S'], ['M'])).toEqual([{ optionValue1: '', optionValue2: '' }]);
  });
});

describe('checkOptions', () => {
  it('refuses any combination listed twice, whatever its case or spacing', () => {
    fc.assert(
      fc.property(values, values, fc.nat(), (v1, v2, pick) => {
        const rows = buildOptionMatrix('2', v1, v2).map((c) => row(c.optionValue1, c.optionValue2));
        const twin = rows[pick % rows.length] as OptionRow;
        const again = row(` ${twin.optionValue1.toUpperCase()}`, twin.optionValue2.toLowerCase());
        return keys(set('2', [...rows, again])).includes('product.msg.optionDuplicate');
      }),
    );
  });

  it('takes stock as a whole count from 0', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1000, max: -1 }), fc.double({ min: 0.01, max: 100, noInteger: true, noNaN: true })), (stockQty) =>
        keys(set('1', [row('S', '', { stockQty })])).includes('product.msg.stockQty'),
      ),
    );
    expect(keys(set('1', [row('S', '', { stockQty: 0 })]))).toEqual([]);
  });

  it('bounds the extra charge by −50 % and +100 % of the selling price, in tens of won', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }).map((n) => n * 10),
        fc.integer({ min: -200_000_000, max: 200_000_000 }).map((n) => n * 10),
        (prodPrice, extraCharge) => {
          const within = extraCharge >= -prodPrice / 2 && extraCharge <= prodPrice;
          const out = checkOptions({ ...set('1', [row('S', '', { extraCharge })]), prodPrice });
          return out.length === 0 ? within : !within || Math.abs(extraCharge) % 10 !== 0;
        },
      ),
    );
    expect(extraChargeBounds(29_990)).toEqual({ min: -14_990, max: 29_990 });
    expect(keys(set('1', [row('S', '', { extraCharge: 1005 })]))).toEqual(['product.msg.extraCharge']);
    expect(keys(set('0', [row('', '', { extraCharge: 1000 })]))).toEqual(['product.msg.extraChargeRange']);
  });

  it('asks the names and values the option type needs and no others', () => {
    expect(keys(set('0', [row('', '')]))).toEqual([]);
    expect(keys(set('0', [row('S', '')]))).toEqual(['product.msg.optionNoneHasValues']);
    expect(keys(set('0', [row('', ''), row('', '')]))).toEqual(['product.msg.optionNoneOneRow', 'product.msg.optionDuplicate']);
    expect(keys({ ...set('1', [row('S', 'Red')]), optionNm2: '색상' })).toEqual(['product.msg.optionNmUnused', 'product.msg.optionValueUnused']);
    expect(keys(set('2', [row('Red', '')]))).toEqual(['product.msg.optionValue']);
    expect(keys(set('2', [row('Red', 'S')], ['사이즈', ' 사이즈 ']))).toEqual(['product.msg.optionSameNames']);
    expect(keys(set('1', []))).toEqual(['product.msg.optionRows']);
  });

  it('refuses a seller option code used twice', () => {
    const rows = [row('S', '', { enterpriseOptionCd: 'SKU-1' }), row('M', '', { enterpriseOptionCd: 'SKU-1' }), row('L', '', { enterpriseOptionCd: '' })];
    expect(checkOptions(set('1', rows))).toEqual([{ path: ['options', 1, 'enterpriseOptionCd'], messageKey: 'product.msg.optionDuplicateCode' }]);
  });
});

describe('sale-able stock and the sold-out rule', () => {
  const stockRow = fc.record({ stockQty: fc.integer({ min: 0, max: 50 }), saleAbleYn: fc.constantFrom<TYn>('Y', 'N') });
  const rows = fc.array(stockRow, { minLength: 1, maxLength: 20 });

  it('counts the stock of sale-able combinations only', () => {
    fc.assert(fc.property(stockRow, (r) => saleableStock(r) === (r.saleAbleYn === 'Y' ? r.stockQty : 0)));
  });

  it('is sold out exactly when no combination has sale-able stock', () => {
    fc.assert(fc.property(rows, (rs) => isSoldOut(rs) === (rs.reduce((n, r) => n + saleableStock(r), 0) === 0)));
  });

  it('sells a normal product out and puts a sold-out one back, and moves no other status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROD_STATUSES), rows, (status, rs) => {
        const move = stockMove(status, rs);
        if (status === '90') return move === (isSoldOut(rs) ? 'soldOut' : null);
        if (status === '60') return move === (isSoldOut(rs) ? null : 'restock');
        return move === null;
      }),
    );
  });
});
