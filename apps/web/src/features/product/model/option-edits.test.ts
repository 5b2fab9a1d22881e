import type { TProductOptionRow } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { dropEdits, editOption, saveBody, shownValues, staleCodes, type OptionEdits } from './option-edits';

const row = (code: string, stockQty: number, version: number): TProductOptionRow => ({
  prodCd: 'P000000001',
  supplyProdCd: 'CT-1',
  prodNm: '코트',
  prodStsCd: '90',
  prodStsNm: '판매 중',
  brandCd: 'B1',
  brandNm: '모던',
  prodOptionCd: code,
  optionValue1: '블랙',
  optionValue2: 'S',
  enterpriseOptionCd: '',
  extraCharge: 0,
  stockQty,
  saleAbleYn: 'Y',
  version,
  upDt: '2026-11-20 10:00:00',
});

describe('option grid edits', () => {
  it('keeps only changed rows, with the version each was read at, and forgets a row edited back', () => {
    const a = row('O1', 3, 4);
    const b = row('O2', 5, 9);
    let edits: OptionEdits = new Map();
    edits = editOption(edits, a, { stockQty: 10 });
    edits = editOption(edits, b, { saleAbleYn: 'N' });
    edits = editOption(edits, b, { saleAbleYn: 'Y' });
    expect(saveBody(edits)).toEqual({ rows: [{ prodCd: 'P000000001', prodOptionCd: 'O1', stockQty: 10, saleAbleYn: 'Y', version: 4 }] });
    // A reread row (new version) keeps the version the edit was made on.
    edits = editOption(edits, { ...a, version: 5 }, { saleAbleYn: 'N' });
    expect(saveBody(edits).rows[0]).toMatchObject({ stockQty: 10, saleAbleYn: 'N', version: 4 });
    expect(shownValues(edits, b)).toEqual({ stockQty: 5, saleAbleYn: 'Y' });
  });

  it('reads the stale rows of a 409 by the indexes of the rows sent, and drops only their edits', () => {
    let edits: OptionEdits = new Map();
    for (const r of [row('O1', 1, 1), row('O2', 2, 1), row('O3', 3, 1)]) edits = editOption(edits, r, { stockQty: r.stockQty + 1 });
    const sent = saveBody(edits);
    const codes = staleCodes([{ field: 'rows.2.version' }, { field: 'rows.0.version' }, { field: 'other' }], sent);
    expect(codes).toEqual(['O3', 'O1']);
    expect([...dropEdits(edits, codes).keys()]).toEqual(['O2']);
  });
});
