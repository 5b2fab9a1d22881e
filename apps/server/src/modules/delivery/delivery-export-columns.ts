import type { TDeliveryLocDetailReply, TDeliveryPolicyDetailReply, TLanguage } from '@po/contracts';
import type { ExcelColumn } from '@/platform/excel/excel-writer.ts';
import { translate } from '@/platform/http/messages.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';

const address = (zip: string, addr: string, dtl: string) => [zip && `(${zip})`, addr, dtl].filter(Boolean).join(' ');

/** The shipping-site list's columns, as the screen shows them (plus phone and registration day). */
export const siteColumns = (lang: TLanguage): ExcelColumn<TDeliveryLocDetailReply>[] => [
  { header: 'delivery.field.deliveryLocCd', width: 12, value: (r) => r.deliveryLocCd },
  { header: 'delivery.field.deliveryLocNm', width: 24, value: (r) => r.deliveryLocNm },
  { header: 'delivery.field.deliveryEntrCd', width: 14, value: (r) => r.deliveryEntrNm },
  { header: 'delivery.field.phone', width: 16, value: (r) => r.deliveryLocPhoneText },
  { header: 'delivery.field.shippingAddress', width: 48, value: (r) => address(r.deliveryLocZip, r.deliveryLocAddr, r.deliveryLocDtlAddr) },
  {
    header: 'delivery.field.returnAddress',
    width: 48,
    value: (r) => (r.returnSameYn === 'Y' ? translate('delivery.list.sameAsShipping', lang) : address(r.returnZipNo, r.returnAddr, r.returnDtlAddr)),
  },
  { header: 'delivery.field.useYn', width: 10, value: (r) => translate(`form.yn.${r.useYn}`, lang) },
  { header: 'delivery.field.frcnDyplYn', width: 10, value: (r) => translate(`delivery.frcn.${r.frcnDyplYn}`, lang) },
  { header: 'delivery.field.goodsFlow', width: 14, value: (r) => r.gfStsNm },
  { header: 'delivery.field.regDt', width: 12, value: (r) => seoulDate(new Date(r.regDt)) },
];

/** The fee-policy list's columns; amounts are numbers (won), so the sheet can sum them. */
export const policyColumns = (lang: TLanguage): ExcelColumn<TDeliveryPolicyDetailReply>[] => [
  { header: 'dlcst.field.dlcstPlcyCd', width: 12, value: (r) => r.dlcstPlcyCd },
  { header: 'dlcst.field.dlcstPlcyTitl', width: 32, value: (r) => r.dlcstPlcyTitl },
  { header: 'dlcst.field.plcyTypeCd', width: 12, value: (r) => r.plcyTypeNm },
  { header: 'dlcst.field.dlcstTypeCd', width: 14, value: (r) => r.dlcstTypeNm },
  { header: 'dlcst.field.dlcst', width: 12, value: (r) => r.dlcst },
  { header: 'dlcst.field.dlcstLevyStdrAmt', width: 16, value: (r) => r.dlcstLevyStdrAmt },
  { header: 'dlcst.field.period', width: 24, value: (r) => `${r.strtDt} ~ ${r.endDt}` },
  { header: 'dlcst.field.status', width: 10, value: (r) => r.plcyStsNm },
  { header: 'dlcst.field.useYn', width: 10, value: (r) => translate(`form.yn.${r.useYn}`, lang) },
];
