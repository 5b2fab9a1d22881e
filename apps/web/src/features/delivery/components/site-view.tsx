import type { TDeliveryLocDetailReply } from '@po/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';

const address = (zip: string, addr: string, dtl: string) => [zip && `(${zip})`, addr, dtl].filter(Boolean).join(' ');

/** A site's saved values, read-only. */
export function SiteView({ site: s }: { site: TDeliveryLocDetailReply }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} data-testid="site-view">
      <Descriptions.Item label={t('delivery.field.deliveryLocCd')}>{s.deliveryLocCd}</Descriptions.Item>
      <Descriptions.Item label={t('delivery.field.deliveryLocNm')}>
        <span data-testid="site-view-name">{s.deliveryLocNm}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('delivery.field.deliveryEntrCd')}>{s.deliveryEntrNm || s.deliveryEntrCd}</Descriptions.Item>
      <Descriptions.Item label={t('delivery.field.phone')}>
        <span data-testid="site-view-phone">{s.deliveryLocPhoneText}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('delivery.field.frcnDyplYn')}>{t(`delivery.frcn.${s.frcnDyplYn}`)}</Descriptions.Item>
      <Descriptions.Item label={t('delivery.field.useYn')}>{t(`form.yn.${s.useYn}`)}</Descriptions.Item>
      <Descriptions.Item label={t('delivery.field.shippingAddress')} span={{ xs: 1, md: 2 }}>
        <span data-testid="site-view-address">{address(s.deliveryLocZip, s.deliveryLocAddr, s.deliveryLocDtlAddr)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('delivery.field.returnAddress')} span={{ xs: 1, md: 2 }}>
        {address(s.returnZipNo, s.returnAddr, s.returnDtlAddr)}
        {s.returnSameYn === 'Y' ? ` (${t('delivery.form.returnSame')})` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('delivery.field.reg')}>{`${s.regNm} · ${formatDateTime(s.regDt)}`}</Descriptions.Item>
      <Descriptions.Item label={t('delivery.field.up')}>{`${s.upNm} · ${formatDateTime(s.upDt)}`}</Descriptions.Item>
    </Descriptions>
  );
}
