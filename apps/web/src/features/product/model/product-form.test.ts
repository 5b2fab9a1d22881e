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

  it('sends no certificate number for a KC kind that has none (its boxes are hidden or disabled)', () => {
    const numbers = { confirmNo1: 'CB061R123', confirmNo2: 'CB061R124', confirmNo5: 'CB061R125' };
    const none = toRegisterBody({ ...emptyProduct(), kcGb: '03', ...numbers });
    expect([none.confirmNo1, none.confirmNo2, none.confirmNo5]).toEqual(['', '', '']);
    const some = toRegisterBody({ ...emptyProduct(), kcGb: '01', ...numbers });
    expect([some.confirmNo1, some.confirmNo2, some.confirmNo3, some.confirmNo5]).toEqual(['CB061R123', 'CB061R124', '', 'CB061R125']);
  });

  it('sends the sale conditions as chosen, with the defaults a new product starts from', () => {
    expect(toRegisterBody(emptyProduct())).toMatchObject({
      vatCd: '01',
      codYn: 'N',
      giftWrapYn: 'N',
      minorBuyYn: 'Y',
      grntSrvcGoodsYn: 'N',
      reserveYn: 'N',
    });
    const chosen = toRegisterBody({ ...emptyProduct(), vatCd: '02', codYn: 'Y', giftWrapYn: 'Y', minorBuyYn: 'N', grntSrvcGoodsYn: 'Y', reserveYn: 'Y' });
    expect(chosen).toMatchObject({ vatCd: '02', codYn: 'Y', giftWrapYn: 'Y', minorBuyYn: 'N', grntSrvcGoodsYn: 'Y', reserveYn: 'Y' });
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
