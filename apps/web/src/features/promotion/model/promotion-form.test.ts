import { ZPromotionCreateRequest } from '@po/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { schemaMessages } from '@/shared/form/schema-form';
import { BLANK_PROMOTION, addPastedTargets, promotionNameOf, toPromotionBody } from './promotion-form';

describe('promotion form', () => {
  it('pasted codes: split on lines, commas and spaces, one row per new product, the blank row dropped', () => {
    const { rows, added } = addPastedTargets([{ supplyEntrCd: '', prodCd: '' }], ' 100001 ', 'P1\nP2, P3 P1\n\n');
    expect(added).toBe(3);
    expect(rows).toEqual(['P1', 'P2', 'P3'].map((prodCd) => ({ supplyEntrCd: '100001', prodCd, promPrice: null })));
    expect(addPastedTargets(rows, '100002', 'P3 P4').added).toBe(1);
  });

  it('a PRICE promotion sends each target’s price and no value of its own; a missing price names its row', () => {
    const body = toPromotionBody({
      ...BLANK_PROMOTION,
      promNm: '특가',
      promDivision: 'SPECIAL_PRICE',
      reqPeriod: [dayjs('2026-11-26'), dayjs('2026-11-26')],
      progPeriod: [dayjs('2026-11-27'), dayjs('2026-11-30')],
      dcTypeCd: 'PRICE',
      dcValue: 15,
      targets: [
        { supplyEntrCd: '100001', prodCd: 'P1', promPrice: 9000 },
        { supplyEntrCd: '100001', prodCd: 'P2', promPrice: null },
      ],
    });
    expect(body.dcValue).toBe(0);
    expect(body.targets).toEqual([
      { supplyEntrCd: '100001', prodCd: 'P1', promPrice: 9000 },
      { supplyEntrCd: '100001', prodCd: 'P2' },
    ]);
    const result = schemaMessages(ZPromotionCreateRequest, body, promotionNameOf);
    expect(result.ok ? [] : result.messages).toEqual([{ name: ['targets', 1, 'promPrice'], messageKey: 'promotionAdmin.msg.promPriceRequired' }]);
  });
});
