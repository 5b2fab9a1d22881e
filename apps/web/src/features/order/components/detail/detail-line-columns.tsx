import type { TOrderDetailLine } from '@po/contracts';
import { Flex, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { formatNumber, formatWon } from '@/shared/format/money';
import { currentLanguage } from '@/shared/i18n/i18n';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import type { DataColumn } from '@/shared/ui/data-table';
import { Text, TextLink } from '@/shared/ui/typography';

/** The informational columns of the detail's lines table (the actions column is the page's). */
export function detailLineColumns(t: TFunction): DataColumn<TOrderDetailLine>[] {
  const won = (n: number) => formatWon(n, currentLanguage());
  const code = (set: string, value: string) => t(runtimeKey(`order.${set}.${value}`));
  return [
    { key: 'ordDtlSq', title: t('orderDetail.ordDtlSq'), width: 70, align: 'center', render: (l) => l.ordDtlSq },
    {
      key: 'product',
      title: t('orderDetail.product'),
      width: 220,
      render: (l) => (
        <Flex vertical>
          <Text strong>{l.prodNm}</Text>
          <Text type="secondary">
            {l.prodCd} · {[l.optionValue1, l.optionValue2].filter(Boolean).join(' / ')}
          </Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('orderDetail.status'),
      width: 130,
      render: (l) => (
        <Flex vertical gap={2} align="start">
          <Tag data-testid={`line-status-${l.ordDtlSq}`}>{code('ordDtlStsCd', l.ordDtlStsCd)}</Tag>
          {l.delayStsCd && <Tag color="red">{code('ordDtlStsCd', l.delayStsCd)}</Tag>}
          {l.soldoutYn === 'Y' && <Tag color="volcano">{t('orderDetail.soldOut')}</Tag>}
          {l.claims.map((c) => (
            <Tag key={c.claimSq} color="blue">
              {code('claimType', c.claimType)} {code('claimStsCd', c.claimStsCd)} ({c.claimQty})
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'qty',
      title: t('orderDetail.qty'),
      width: 130,
      render: (l) => (
        <Text style={{ fontSize: 12 }}>
          {t('orderDetail.ordQty')} {l.ordQty} · {t('orderDetail.cancelQty')} {l.cancelQty} · {t('orderDetail.returnQty')} {l.returnQty} ·{' '}
          {t('orderDetail.exchangeQty')} {l.exchangeQty} · {t('orderDetail.claimQty')} {l.claimQty} · {t('orderDetail.claimableQty')} {l.claimableQty}
        </Text>
      ),
    },
    {
      key: 'amounts',
      title: t('orderDetail.amounts'),
      width: 210,
      render: (l) => (
        <Text style={{ fontSize: 12 }}>
          {t('orderDetail.prodPrice')} {won(l.prodPrice)} · {t('orderDetail.ordAmt')} {won(l.ordAmt)}
          <br />
          {t('orderDetail.gradeDiscountAmt')} {won(l.gradeDiscountAmt) || '0'} · {t('orderDetail.couponAmt')} {won(l.couponAmt) || '0'}
          <br />
          {l.promDcAmt > 0 && (
            // Beside the coupon: the promotion's discount on the line and who bears it (a seller-borne one lowers its settlement).
            <>
              <span data-testid={`line-promotion-${l.ordDtlSq}`}>
                {t('orderDetail.promDcAmt')} {won(l.promDcAmt)} ({code('bearer', l.promBearer)}
                {l.promCd ? ` · ${l.promCd}` : ''})
              </span>
              <br />
            </>
          )}
          {t('orderDetail.pointAmt')} {formatNumber(l.pointAmt)} · {t('orderDetail.egmAmt')} {formatNumber(l.egmAmt)}
          <br />
          <Text strong>
            {t('orderDetail.realOrdAmt')} {won(l.realOrdAmt)}
          </Text>{' '}
          · {t('orderDetail.deliveryFee')} {won(l.deliveryFee) || '0'}
        </Text>
      ),
    },
    {
      key: 'invoice',
      title: t('orderDetail.invoice'),
      width: 170,
      render: (l) =>
        l.invoiceNo ? (
          <Flex vertical data-testid={`line-invoice-info-${l.ordDtlSq}`}>
            <span>{l.deliveryEntrNm}</span>
            <span>{l.invoiceNo}</span>
            {l.trackingUrl && (
              <TextLink href={l.trackingUrl} target="_blank" rel="noreferrer">
                {t('orderDetail.track')}
              </TextLink>
            )}
            <Text type="secondary">{formatDateTime(l.invoiceDt)}</Text>
          </Flex>
        ) : (
          <Text type="secondary">{t('orderDetail.noInvoice')}</Text>
        ),
    },
    {
      key: 'dates',
      title: `${t('orderDetail.giPrrnDt')} / ${t('orderDetail.deliveryExpectDt')}`,
      width: 150,
      render: (l) => (
        <Flex vertical data-testid={`line-dates-${l.ordDtlSq}`}>
          <span>{formatDate(l.giPrrnDt)}</span>
          <span>{formatDate(l.deliveryExpectDt)}</span>
          {l.arrivalDelayDay > 0 && <Text type="danger">{t('orderDetail.days', { n: l.arrivalDelayDay })}</Text>}
        </Flex>
      ),
    },
    {
      key: 'etc',
      title: `${t('orderDetail.digitIssuStatus')} / ${t('orderDetail.sellerMemo')}`,
      width: 160,
      render: (l) => (
        <Flex vertical>
          <span>{l.digitIssuStatus ? code('digitIssuStatus', l.digitIssuStatus) : '-'}</span>
          <Text type="secondary" ellipsis title={l.sellerMemo} style={{ maxWidth: 150 }} data-testid={`line-memo-${l.ordDtlSq}`}>
            {l.sellerMemo}
          </Text>
        </Flex>
      ),
    },
  ];
}
