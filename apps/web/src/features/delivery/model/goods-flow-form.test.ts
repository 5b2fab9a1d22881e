import { ZGoodsFlowSaveRequest } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { schemaMessages } from '@/shared/form/schema-form';
import { contractNameOf, EMPTY_CONTRACT, goodsFlowButtons, toContractBody, type GoodsFlowFormValues } from './goods-flow-form';

const form = (o: Partial<GoodsFlowFormValues> = {}): GoodsFlowFormValues => ({
  ...EMPTY_CONTRACT,
  contractNo: 'CJ-2401001',
  contractCustNo: '30012345',
  fareType: '01',
  mdNm: '김담당',
  ...o,
});

describe('goods-flow buttons per status', () => {
  it.each([
    [null, { register: true, save: false, request: false, delete: false, editable: true }],
    ['REGISTERED', { register: false, save: true, request: true, delete: true, editable: true }],
    ['REQUESTED', { register: false, save: false, request: false, delete: false, editable: false }],
    ['APPROVED', { register: false, save: true, request: false, delete: true, editable: true }],
    ['REJECTED', { register: false, save: true, request: true, delete: true, editable: true }],
  ] as const)('%s', (status, expected) => {
    expect(goodsFlowButtons(status)).toEqual(expected);
  });
});

describe('goods-flow contract form', () => {
  it('sends only the box sizes with a fare, in box order, an empty fare as null', () => {
    const v = form({ fares: { ...EMPTY_CONTRACT.fares, L: { shscFare: 4500, bhFare: null, rtFare: 4500 }, S: { shscFare: 3000, bhFare: 0, rtFare: null } } });
    expect(toContractBody(v).boxFares).toEqual([
      { boxSize: 'S', shscFare: 3000, bhFare: 0, rtFare: null },
      { boxSize: 'L', shscFare: 4500, bhFare: null, rtFare: 4500 },
    ]);
    expect(ZGoodsFlowSaveRequest.safeParse(toContractBody(v)).success).toBe(true);
  });

  it('asks for at least one fare under the table, and for basis and name once a contract code is there', () => {
    const v = form({ fareType: undefined, mdNm: ' ' });
    const result = schemaMessages(ZGoodsFlowSaveRequest, toContractBody(v), contractNameOf(v));
    expect(result.ok ? [] : result.messages).toEqual([
      { name: ['boxFares'], messageKey: 'goodsFlow.msg.boxFare' },
      { name: ['fareType'], messageKey: 'goodsFlow.msg.fareTypeWithContract' },
      { name: ['mdNm'], messageKey: 'goodsFlow.msg.mdNmWithContract' },
    ]);
  });

  it('puts a fare’s message on its own box: boxFares.1 is the second size that has fares', () => {
    const v = form({
      fares: { ...EMPTY_CONTRACT.fares, S: { shscFare: 3000, bhFare: null, rtFare: null }, XL: { shscFare: 2_000_000, bhFare: null, rtFare: null } },
    });
    const result = schemaMessages(ZGoodsFlowSaveRequest, toContractBody(v), contractNameOf(v));
    expect(result.ok ? [] : result.messages).toEqual([{ name: ['fares', 'XL', 'shscFare'], messageKey: 'dlcst.msg.maxAmount' }]);
  });
});
