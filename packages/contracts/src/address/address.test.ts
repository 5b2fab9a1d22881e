import { describe, expect, it } from 'vitest';
import { extraAddress, pickAddress, ZAddressSearchRequest, ZDtlAddr, ZZipNo } from './address.ts';

const item = { zonecode: '04524', roadAddress: '서울특별시 중구 세종대로 110', jibunAddress: '서울특별시 중구 태평로1가 31', buildingName: '서울특별시청' };

describe('address form', () => {
  it('keeps the road address for R, the lot address otherwise, with the building as a note', () => {
    expect(pickAddress(item, 'R')).toBe(item.roadAddress);
    expect(pickAddress(item, 'J')).toBe(item.jibunAddress);
    expect(extraAddress(item)).toBe('(서울특별시청)');
    expect(extraAddress({ ...item, buildingName: '' })).toBe('');
  });

  it('limits the parts: postcode 10, detail 300, all required', () => {
    expect(ZZipNo.safeParse('12345678901').success).toBe(false);
    expect(ZDtlAddr.safeParse(' ').success).toBe(false);
    expect(ZDtlAddr.safeParse('가'.repeat(300)).success).toBe(true);
  });

  it('searches with a 2 to 80 character keyword, 10 per page by default', () => {
    expect(ZAddressSearchRequest.parse({ keyword: ' 세종 ' })).toEqual({ keyword: '세종', pageNum: 1, pageSize: 10 });
    expect(ZAddressSearchRequest.safeParse({ keyword: '세' }).success).toBe(false);
  });
});
