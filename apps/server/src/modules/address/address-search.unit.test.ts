import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSampleAddressSearch, matchesKeyword } from './address-search.ts';

const compactFields = (...fields: string[]) => fields.map((f) => f.replace(/\s+/g, '').toLowerCase());

describe('address keyword matching', () => {
  const fields = compactFields('서울특별시 강남구 영동대로 513', '서울특별시 강남구 삼성동 159', '코엑스');

  it('matches the whole keyword inside one field, spaces ignored, or every word in some field', () => {
    expect(matchesKeyword(fields, '영동대로 513')).toBe(true);
    expect(matchesKeyword(fields, '영동대로513')).toBe(true);
    expect(matchesKeyword(fields, '삼성동 코엑스')).toBe(true);
    expect(matchesKeyword(fields, '삼성동 롯데')).toBe(false);
    expect(matchesKeyword(fields, '   ')).toBe(false);
  });

  it('finds any address by any piece of its road address, however the piece is spaced', () => {
    const road = '서울특별시 강남구 영동대로 513';
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: road.length - 2 }),
        fc.integer({ min: 2, max: 8 }),
        fc.string({ unit: fc.constant(' '), maxLength: 2 }),
        (start, len, pad) => {
          const piece = road.slice(start, start + len).replace(/\s/g, '');
          fc.pre(piece.length > 0);
          return matchesKeyword(fields, Array.from(piece).join(pad));
        },
      ),
    );
  });

  it('loads the shipped sample once and answers its shape', async () => {
    const search = createSampleAddressSearch();
    const r = await search.search({ keyword: '해운대', pageNum: 1, pageSize: 10 });
    expect(r.totalCnt).toBe(2);
    expect(r.list[0]).toEqual({
      zonecode: '48058',
      roadAddress: '부산광역시 해운대구 센텀남대로 35',
      jibunAddress: '부산광역시 해운대구 우동 1495',
      buildingName: '신세계 센텀시티',
    });
  });
});
