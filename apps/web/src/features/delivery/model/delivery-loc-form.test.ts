import { ZDeliveryLocSaveRequest } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { schemaMessages } from '@/shared/form/schema-form';
import { EMPTY_SITE, nameBytes, siteNameOf, toSiteBody, type DeliveryLocFormValues } from './delivery-loc-form';

const domestic: DeliveryLocFormValues = {
  ...EMPTY_SITE,
  deliveryLocNm: '성수 물류센터',
  deliveryEntrCd: '04',
  deliveryLocPhone1: '02',
  deliveryLocPhone2: '1588',
  deliveryLocPhone3: '1234',
  deliveryLocZip: '04790',
  deliveryLocAddr: '서울특별시 성동구 성수이로 113',
  deliveryLocDtlAddr: '3층',
};

describe('shipping-site form mapping', () => {
  it('counts the name in UTF-8 bytes against 50: 16 Korean letters fit, 17 do not', () => {
    expect(nameBytes('성수 물류센터')).toEqual({ bytes: 19, max: 50, over: false });
    expect(nameBytes('가'.repeat(16)).over).toBe(false);
    expect(nameBytes('가'.repeat(17))).toEqual({ bytes: 51, max: 50, over: true });
    expect(nameBytes(` ${'a'.repeat(50)} `).over).toBe(false);
  });

  it('leaves the return address to the server when it equals the shipping address', () => {
    const body = toSiteBody(domestic);
    expect(body).toMatchObject({ returnSameYn: 'Y', deliveryLocPhone1: '02', frcnDyplYn: 'N', useYn: 'Y' });
    expect(body).not.toHaveProperty('returnZipNo');
    expect(ZDeliveryLocSaveRequest.safeParse(body).success).toBe(true);
  });

  it('sends a separate return address, and the rules name its missing parts', () => {
    const body = toSiteBody({ ...domestic, returnSameYn: 'N', returnZipNo: '10048' });
    expect(body).toMatchObject({ returnSameYn: 'N', returnZipNo: '10048', returnAddr: '', returnDtlAddr: '' });
    const result = schemaMessages(ZDeliveryLocSaveRequest, body);
    expect(result.ok ? [] : result.messages).toEqual([
      { name: ['returnAddr'], messageKey: 'delivery.msg.returnAddr' },
      { name: ['returnDtlAddr'], messageKey: 'delivery.msg.returnDtlAddr' },
    ]);
  });

  it('splits an overseas phone 4/4/rest and shows its rule on the single box', () => {
    const overseas = { ...domestic, frcnDyplYn: 'Y' as const, intlPhone: '4420712345678' };
    expect(toSiteBody(overseas)).toMatchObject({ deliveryLocPhone1: '4420', deliveryLocPhone2: '7123', deliveryLocPhone3: '45678', frcnDyplYn: 'Y' });
    const result = schemaMessages(ZDeliveryLocSaveRequest, toSiteBody({ ...overseas, intlPhone: '1234' }), siteNameOf(true));
    expect(result.ok ? [] : result.messages).toEqual([{ name: ['intlPhone'], messageKey: 'phone.msg.intl' }]);
  });
});
