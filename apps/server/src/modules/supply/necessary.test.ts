import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeller, signInWithSms } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('necessary agreements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  async function sellerMissingAgreements() {
    const s = await makeSeller(t, {}, { agreements: 'N', bizNo: '1248100998', phone: '0215881234' });
    const { res, cookies } = await signInWithSms(t, s);
    expect(res.json()).toMatchObject({ resultCode: 1, sellFeeRateConfirmYn: 'N', agreeYn: 'N' });
    return { s, cookies };
  }

  it('shows the seller’s own read-only facts', async () => {
    const { s, cookies } = await sellerMissingAgreements();
    const info = (await t.call({ url: '/api/customer/supply/necessary-confirm-info', cookies })).json();
    expect(info).toMatchObject({
      supplyEntrCd: s.company!.supplyEntrCd,
      bizNoText: '124-81-00998',
      bizGbText: '법인',
      phone1: '02',
      phone2: '1588',
      phone3: '1234',
      sellFeeRate: '12.50',
      settleDay: 20,
      agreeYn: 'N',
    });
    expect((await t.call({ url: '/api/customer/supply/supplyEntr', cookies })).json()).toEqual({
      bizGb: 'C',
      bizNo: '1248100998',
      mgrId: s.mgrId,
      entrStsCd: '30',
    });
  });

  it('requires the fee-rate confirmation (message 5) and the terms (message 6), saving nothing otherwise', async () => {
    const { cookies } = await sellerMissingAgreements();
    const noFee = await t.call({ method: 'POST', url: '/api/customer/supply/necessary-confirm-info', cookies, body: { agreeYn: 'Y' } });
    expect(noFee.json().fields).toEqual([{ field: 'sellFeeRateConfirmYn', messageKey: 'necessary.msg.msg5' }]);
    const noTerms = await t.call({
      method: 'POST',
      url: '/api/customer/supply/necessary-confirm-info',
      cookies,
      body: { sellFeeRateConfirmYn: 'Y', agreeYn: 'N' },
    });
    expect(noTerms.json().fields).toEqual([{ field: 'agreeYn', messageKey: 'necessary.msg.msg6' }]);
    expect((await t.call({ url: '/api/customer/supply/necessary-confirm-info', cookies })).json()).toMatchObject({ sellFeeRateConfirmYn: 'N', agreeYn: 'N' });
  });

  it('saves the agreements and answers 1; the genuine-goods terms are optional', async () => {
    const { cookies } = await sellerMissingAgreements();
    const res = await t.call({
      method: 'POST',
      url: '/api/customer/supply/necessary-confirm-info',
      cookies,
      body: { sellFeeRateConfirmYn: 'Y', agreeYn: 'Y', agreeGenuineYn: 'N' },
    });
    expect(res.json()).toBe(1);
    expect((await t.call({ url: '/api/customer/supply/necessary-confirm-info', cookies })).json()).toMatchObject({
      sellFeeRateConfirmYn: 'Y',
      agreeYn: 'Y',
      agreeGenuineYn: 'N',
    });
  });

  it('takes the guarantee popup’s agreement alone, and only as Y', async () => {
    const { cookies } = await sellerMissingAgreements();
    expect(
      (await t.call({ method: 'POST', url: '/api/customer/supply/necessary-confirm-info', cookies, body: { grntSrvcAgrmYn: 'N' } })).json().fields[0]
        .messageKey,
    ).toBe('necessary.msg.msg6');
    expect((await t.call({ method: 'POST', url: '/api/customer/supply/necessary-confirm-info', cookies, body: { grntSrvcAgrmYn: 'Y' } })).json()).toBe(1);
  });
});
