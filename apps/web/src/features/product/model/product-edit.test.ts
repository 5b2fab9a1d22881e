import { editRuleOf, ZProductDetailReply, ZUpdateProductRequest } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { productDetail } from '../test/product-detail-fixture';
import { syncOptionRows } from './option-rows';
import { axisValues, toEditValues, toUpdateBody } from './product-edit';

describe('toEditValues', () => {
  it('reads a detail the contract would accept (the fixture is the reply)', () => {
    expect(ZProductDetailReply.safeParse(productDetail('90')).error).toBeUndefined();
  });

  it('fills the form from the detail: the grid in sortOrder with codes and versions, the axes from it, images in order', () => {
    const v = toEditValues(productDetail('90'));
    expect(v.options.map((o) => [o.optionValue1, o.optionValue2, o.prodOptionCd, o.version])).toEqual([
      ['블랙', 'S', 'P000000123001', 2],
      ['블랙', 'M', 'P000000123002', 3],
      ['베이지', 'S', 'P000000123003', 4],
      ['베이지', 'M', 'P000000123004', 5],
    ]);
    expect([v.optionValues1, v.optionValues2]).toEqual([
      ['블랙', '베이지'],
      ['S', 'M'],
    ]);
    expect(v.images).toEqual([
      { fileSeq: 901, fileUrl: '/api/file/image/901' },
      { fileSeq: 902, fileUrl: '/api/file/image/902' },
    ]);
    expect(v).toMatchObject({ pointRate: 1, giftWrapYn: 'Y', minorBuyYn: 'N', maxOrdQty: 5, niCd1: '울 70%', listPrice: 200_000 });
  });

  it('reads the axes once each, as a buyer reads them', () => {
    expect(
      axisValues(
        [
          { optionValue1: 'Black', optionValue2: '' },
          { optionValue1: 'black ', optionValue2: '' },
        ],
        1,
      ),
    ).toEqual(['Black']);
  });
});

describe('toUpdateBody', () => {
  it('sends a two-axis product back as it was read: the contract accepts it, nothing changed on the way', () => {
    const d = productDetail('40');
    const body = toUpdateBody(toEditValues(d), { version: d.version, rule: editRuleOf(d.prodStsCd) });
    const parsed = ZUpdateProductRequest.parse(body);
    expect(parsed).toMatchObject({
      version: 7,
      listPrice: 200_000,
      prodPrice: 169_000,
      optionType: '2',
      optionNm1: '색상',
      optionNm2: '사이즈',
      images: [{ fileSeq: 901 }, { fileSeq: 902 }],
      giftWrapYn: 'Y',
      minorBuyYn: 'N',
      maxOrdQty: 5,
    });
    const sorted = [...d.options].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(parsed.options).toEqual(
      sorted.map((o) => ({
        prodOptionCd: o.prodOptionCd,
        version: o.version,
        optionValue1: o.optionValue1,
        optionValue2: o.optionValue2,
        stockQty: o.stockQty,
        extraCharge: o.extraCharge,
        saleAbleYn: o.saleAbleYn,
        enterpriseOptionCd: o.enterpriseOptionCd,
      })),
    );
    expect(body).not.toHaveProperty('optionValues1');
  });

  it('sends no prices for an approved product, and a combination added to its grid without code or version', () => {
    const d = productDetail('90');
    const v = toEditValues(d);
    const values1 = [...v.optionValues1, '네이비'];
    const rows = syncOptionRows('2', values1, v.optionValues2, v.options).map((r) => (r.prodOptionCd ? r : { ...r, stockQty: 4 }));
    const body = ZUpdateProductRequest.parse(toUpdateBody({ ...v, optionValues1: values1, options: rows }, { version: d.version, rule: editRuleOf('90') }));
    expect(body.listPrice).toBeUndefined();
    expect(body.prodPrice).toBeUndefined();
    expect(body.version).toBe(7);
    expect(body.options).toHaveLength(6);
    expect(body.options.filter((o) => o.prodOptionCd === null)).toEqual([
      expect.objectContaining({ optionValue1: '네이비', optionValue2: 'S', version: null, stockQty: 4 }),
      expect.objectContaining({ optionValue1: '네이비', optionValue2: 'M', version: null, stockQty: 4 }),
    ]);
    expect(body.options.slice(0, 4).map((o) => o.prodOptionCd)).toEqual(['P000000123001', 'P000000123002', 'P000000123003', 'P000000123004']);
  });

  it('sends no certificate numbers under a KC kind without one', () => {
    const d = productDetail('40', { kcGb: '01', confirmNo1: 'CB-1', confirmNo2: 'CB-2' });
    const v = toEditValues(d);
    expect(toUpdateBody(v, { version: 7, rule: editRuleOf('40') })).toMatchObject({ confirmNo1: 'CB-1', confirmNo2: 'CB-2' });
    expect(toUpdateBody({ ...v, kcGb: '03' }, { version: 7, rule: editRuleOf('40') })).toMatchObject({ confirmNo1: '', confirmNo2: '' });
  });
});
