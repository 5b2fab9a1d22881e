import { ZEnterinquireRequest } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { imageProblem, toInquiryRequest } from './inquiry-form';

describe('inquiry form', () => {
  it('takes one JPG, GIF or PNG image and refuses empty ones', () => {
    expect(imageProblem(new File(['x'], 'a.gif'))).toBeNull();
    expect(imageProblem(new File([''], 'a.png'))).toBe('file.msg.empty');
    expect(imageProblem(new File(['x'], 'a.pdf'))).toBe('file.msg.imageType');
  });

  it('shapes the request with the agreement as Y', () => {
    const req = toInquiryRequest({
      regGb: '0',
      entrNm: '뉴브랜드',
      chgNm: '이담당',
      chgEmail1: 'a',
      chgEmail2: 'brand.kr',
      chgPhone1: '010',
      chgPhone2: '1234',
      chgPhone3: '5678',
      reqContents: '제휴 문의',
      chgAgree: true,
    });
    expect(ZEnterinquireRequest.parse(req)).toMatchObject({ regGb: '0', chgAgree: 'Y' });
    expect(toInquiryRequest({ chgAgree: false }).chgAgree).toBe('N');
  });
});
