import { describe, expect, it } from 'vitest';
import { INQUIRY_CATEGORIES, ZEnterinquireRequest } from './enterinquire.ts';

const valid = {
  regGb: '0',
  entrNm: '애드브릿지',
  chgNm: '오세훈',
  chgEmail1: 'partner',
  chgEmail2: 'adbridge.co.kr',
  chgPhone1: '02',
  chgPhone2: '555',
  chgPhone3: '0101',
  reqContents: '제휴 제안',
  chgAgree: 'Y',
};

describe('inquiry form (spec access §5 "Inquiry")', () => {
  it('takes the ten categories 1-9 and 0', () => {
    expect(INQUIRY_CATEGORIES).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
    for (const regGb of INQUIRY_CATEGORIES) expect(ZEnterinquireRequest.safeParse({ ...valid, regGb }).success).toBe(true);
    expect(ZEnterinquireRequest.safeParse({ ...valid, regGb: '10' }).success).toBe(false);
  });

  it('requires every field and the agreement; phone middle 3+, last 4', () => {
    for (const key of Object.keys(valid)) expect(ZEnterinquireRequest.safeParse({ ...valid, [key]: '' }).success).toBe(false);
    expect(ZEnterinquireRequest.safeParse({ ...valid, chgAgree: 'N' }).error?.issues[0]?.message).toBe('inquiry.msg.chgAgree');
    expect(ZEnterinquireRequest.safeParse({ ...valid, chgPhone2: '55' }).error?.issues[0]?.message).toBe('phone.msg.middle');
    expect(ZEnterinquireRequest.safeParse({ ...valid, chgPhone3: '010' }).error?.issues[0]?.message).toBe('phone.msg.last');
  });
});
