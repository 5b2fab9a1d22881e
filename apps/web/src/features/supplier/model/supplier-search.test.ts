import { describe, expect, it } from 'vitest';
import { checkSupplierSearch } from './supplier-search';

describe('supplier search (spec access §5)', () => {
  it('rejects a term without an option (navGrid.msg.msg1)', () => {
    expect(checkSupplierSearch({ searchOptionNm: '상사', entrStsCd: '30' })).toEqual({ ok: false, messageKey: 'navGrid.msg.msg1' });
  });

  it('rejects an option without a term (navGrid.msg.msg2), blanks counting as no term', () => {
    expect(checkSupplierSearch({ searchOption: 'bizNo', searchOptionNm: '', entrStsCd: '30' })).toEqual({ ok: false, messageKey: 'navGrid.msg.msg2' });
    expect(checkSupplierSearch({ searchOption: 'supplyEntrCd', searchOptionNm: '   ', entrStsCd: '' })).toEqual({ ok: false, messageKey: 'navGrid.msg.msg2' });
  });

  it('accepts both or neither, trims the term and keeps the status filter', () => {
    expect(checkSupplierSearch({ searchOption: 'supplyEntrNm', searchOptionNm: ' 상사 ', entrStsCd: '99' })).toEqual({
      ok: true,
      criteria: { searchOption: 'supplyEntrNm', searchOptionNm: '상사', entrStsCd: '99' },
    });
    expect(checkSupplierSearch({ entrStsCd: '' })).toEqual({ ok: true, criteria: { searchOption: '', searchOptionNm: '', entrStsCd: '' } });
  });
});
