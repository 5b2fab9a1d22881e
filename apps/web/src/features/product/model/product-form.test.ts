import { ZRegisterProductRequest } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { emptyProduct, toRegisterBody } from './product-form';

describe('toRegisterBody', () => {
  it('leaves out the names of axes the option type hides, so switching to fewer axes never blocks the submit', () => {
    const body = toRegisterBody({ ...emptyProduct(), optionType: '1', optionNm1: '사이즈', optionNm2: '색상' });
    expect([body.optionNm1, body.optionNm2]).toEqual(['사이즈', '']);
    const none = toRegisterBody({ ...emptyProduct(), optionType: '0', optionNm1: '사이즈' });
    expect(none.optionNm1).toBe('');
    const issues = ZRegisterProductRequest.safeParse(none).error?.issues.map((i) => i.message) ?? [];
    expect(issues).not.toContain('product.msg.optionNmUnused');
  });

  it('sends no certificate number for a KC kind that has none (its box is disabled)', () => {
    expect(toRegisterBody({ ...emptyProduct(), kcGb: '03', confirmNo1: 'CB061R123' }).confirmNo1).toBe('');
    expect(toRegisterBody({ ...emptyProduct(), kcGb: '01', confirmNo1: 'CB061R123' }).confirmNo1).toBe('CB061R123');
  });

  it('sends empty number boxes as missing, so the contract names them, and no policy as the brand fees', () => {
    const body = toRegisterBody(emptyProduct());
    expect(body).toMatchObject({ listPrice: undefined, prodPrice: undefined, giDd: undefined, dlcstPlcyCd: null, images: [], pointRate: 0 });
    expect(body.options[0]?.stockQty).toBeUndefined();
  });

  it('sends the images as their upload ids, in the order shown', () => {
    const images = [
      { fileSeq: 7, fileUrl: '/api/file/image/7' },
      { fileSeq: 3, fileUrl: '/api/file/image/3' },
    ];
    expect(toRegisterBody({ ...emptyProduct(), images }).images).toEqual([{ fileSeq: 7 }, { fileSeq: 3 }]);
  });
});
