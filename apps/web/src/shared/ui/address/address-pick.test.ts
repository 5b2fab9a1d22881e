import { describe, expect, it } from 'vitest';
import { baseAddressText, pickAddress } from './address-pick';

const row = { zonecode: '04790', roadAddress: '서울특별시 성동구 성수이로 113', jibunAddress: '서울특별시 성동구 성수동2가 280-1', buildingName: '성수빌딩' };

describe('postcode result (spec access §2)', () => {
  it('takes the road address with the building as a parenthesised note for R', () => {
    const picked = pickAddress(row, 'R');
    expect(picked).toEqual({ zonecode: '04790', address: '서울특별시 성동구 성수이로 113', extraAddress: '(성수빌딩)' });
    expect(baseAddressText(picked)).toBe('서울특별시 성동구 성수이로 113 (성수빌딩)');
  });

  it('takes the lot-number address without a note for J', () => {
    const picked = pickAddress(row, 'J');
    expect(picked).toEqual({ zonecode: '04790', address: '서울특별시 성동구 성수동2가 280-1', extraAddress: '' });
    expect(baseAddressText(picked)).toBe('서울특별시 성동구 성수동2가 280-1');
  });

  it('has no note when the building has no name', () => {
    expect(pickAddress({ ...row, buildingName: '  ' }, 'R').extraAddress).toBe('');
  });
});
