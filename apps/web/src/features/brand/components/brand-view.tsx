import type { TBrandRow } from '@po/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { BrandStatusTag } from './brand-status-tag';

/** A brand or request, read-only: names, shipping terms, and the MD's approval (with a rejection's reason). */
export function BrandView({ brand: b, extra = [] }: { brand: TBrandRow; extra?: { label: string; value: string }[] }) {
  const { t } = useTranslation();
  const won = (n: number) => `${formatNumber(n)}${t('dlcst.form.won')}`;
  const rows: [string, React.ReactNode][] = [
    ...extra.map((e): [string, React.ReactNode] => [e.label, e.value]),
    [t('brand.field.brandRgsrRqstSeq'), b.brandRgsrRqstSeq],
    [t('brand.field.brandCd'), b.brandCd ?? '—'],
    [t('brand.field.brandNm'), b.brandNm],
    [t('brand.field.brandEnm'), b.brandEnm],
    [t('brand.field.tbrandCd'), b.tbrandCd ?? '—'],
    [t('brand.field.tbrandNm'), [b.tbrandNm, b.tbrandEnm].filter(Boolean).join(' / ') || '—'],
    [t('brand.field.partnerBrandCd'), b.partnerBrandCd ?? '—'],
    [t('brand.field.deliveryLocCd'), `${b.deliveryLocNm} (${b.deliveryLocCd})`],
    [t('brand.field.sellFeeRate'), `${b.sellFeeRate}%`],
    [t('brand.field.deliveryFee'), won(b.deliveryFee)],
    [t('brand.field.minOrdAmt'), won(b.minOrdAmt)],
    [t('brand.field.jejuDeliveryFee'), won(b.jejuDeliveryFee)],
    [t('brand.field.islandDeliveryFee'), won(b.islandDeliveryFee)],
    [t('brand.field.rtrnDlcst'), won(b.rtrnDlcst)],
    [t('brand.field.exchDlcst'), won(b.exchDlcst)],
    [t('brand.field.useYn'), t(`brand.use.${b.useYn}`)],
    [t('brand.field.confirmStatus'), <BrandStatusTag key="s" status={b.confirmStatus} testId="brand-view-status" />],
    [t('brand.field.chargeMdCd'), b.chargeMdNm],
    [t('brand.field.rqstReason'), b.rqstReason],
    ...(b.rejectReason ? [[t('brand.field.rejectReason'), b.rejectReason] as [string, React.ReactNode]] : []),
    [t('brand.field.regNm'), `${b.regNm} · ${formatDateTime(b.regDt)}`],
    [t('brand.field.confirmDt'), formatDateTime(b.confirmDt) || '—'],
  ];
  return (
    <Descriptions size="small" bordered column={{ xs: 1, lg: 2 }} data-testid="brand-view">
      {rows.map(([label, value]) => (
        <Descriptions.Item key={label} label={label}>
          {value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
