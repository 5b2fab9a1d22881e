import { trackingUrl, type TOrderListRow } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import type { DataColumn } from '@/shared/ui/data-table';
import { Text } from '@/shared/ui/typography';

/** The invoice number, as a link to the carrier's tracking page when we know it (FIELD-NOTES), with the carrier's name. */
function InvoiceCell({ row }: { row: TOrderListRow }) {
  const { t } = useTranslation();
  if (!row.invoiceNo) return null;
  const url = trackingUrl(row.deliveryEntrCd, row.invoiceNo);
  return (
    <>
      <div>
        <Text type="secondary">{row.deliveryEntrNm}</Text>
      </div>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" title={t('orderList.list.track')} data-testid={`order-track-${row.ordNo}-${row.ordDtlSq}`}>
          {row.invoiceNo}
        </a>
      ) : (
        row.invoiceNo
      )}
    </>
  );
}

/** The status, the delay mark beside it, and the open claim under it. */
function StatusCell({ row }: { row: TOrderListRow }) {
  const { t } = useTranslation();
  return (
    <>
      <span data-testid={`order-status-${row.ordNo}-${row.ordDtlSq}`}>{row.ordDtlStsNm}</span>
      {row.delayStsNm ? (
        <Text type="danger" style={{ marginInlineStart: 4 }} data-testid={`order-delay-${row.ordNo}-${row.ordDtlSq}`}>
          [{row.delayStsNm}]
        </Text>
      ) : null}
      {row.claim ? (
        <div>
          <Text type="warning" data-testid={`order-claim-${row.ordNo}-${row.ordDtlSq}`}>
            {t(`order.claimType.${row.claim.claimType}`)} {row.claim.claimStsNm}
          </Text>
        </div>
      ) : null}
    </>
  );
}

const won = (n: number) => formatNumber(n);
const option = (r: TOrderListRow) => [r.optionValue1, r.optionValue2].filter(Boolean).join(' / ');

/** The order lists' grid: one line of one order per row, the order number opening its detail. */
export function useOrderListColumns(): DataColumn<TOrderListRow>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'ordNo',
      title: t('orderList.field.ordNo'),
      width: 170,
      render: (r) => (
        <>
          <Link to={`/order/orderDetail/${r.ordNo}`} onClick={(e) => e.stopPropagation()} data-testid={`order-link-${r.ordNo}-${r.ordDtlSq}`}>
            {r.ordNo}
          </Link>
          <Text type="secondary"> - {r.ordDtlSq}</Text>
        </>
      ),
    },
    { key: 'ordDt', title: t('orderList.field.ordDt'), width: 140, render: (r) => formatDateTime(r.ordDt) },
    { key: 'status', title: t('orderList.field.statusCd'), width: 150, render: (r) => <StatusCell row={r} /> },
    {
      key: 'product',
      title: t('orderList.field.prodNm'),
      width: 240,
      render: (r) => (
        <>
          <div>{r.prodNm}</div>
          <Text type="secondary">
            {r.prodCd} · {r.supplyProdCd}
          </Text>
        </>
      ),
    },
    { key: 'option', title: t('orderList.field.option'), width: 120, ellipsis: true, render: option },
    { key: 'ordQty', title: t('orderList.field.ordQty'), width: 60, align: 'right', render: (r) => formatNumber(r.ordQty) },
    { key: 'cancelQty', title: t('orderList.field.cancelQty'), width: 70, align: 'right', render: (r) => formatNumber(r.cancelQty) },
    { key: 'saleQty', title: t('orderList.field.saleQty'), width: 70, align: 'right', render: (r) => formatNumber(r.saleQty) },
    { key: 'prodPrice', title: t('orderList.field.prodPrice'), width: 90, align: 'right', render: (r) => won(r.prodPrice) },
    { key: 'ordAmt', title: t('orderList.field.ordAmt'), width: 100, align: 'right', render: (r) => won(r.ordAmt) },
    { key: 'discount', title: t('orderList.field.discountAmt'), width: 90, align: 'right', render: (r) => won(r.gradeDiscountAmt + r.couponAmt) },
    { key: 'realOrdAmt', title: t('orderList.field.realOrdAmt'), width: 100, align: 'right', render: (r) => won(r.realOrdAmt) },
    { key: 'deliveryFee', title: t('orderList.field.deliveryFee'), width: 80, align: 'right', render: (r) => won(r.deliveryFee) },
    { key: 'buyerNm', dataIndex: 'buyerNm', title: t('orderList.field.buyerNm'), width: 90, ellipsis: true },
    { key: 'rcpNm', dataIndex: 'rcpNm', title: t('orderList.field.rcpNm'), width: 90, ellipsis: true },
    { key: 'invoice', title: t('orderList.field.invoiceNo'), width: 140, render: (r) => <InvoiceCell row={r} /> },
    { key: 'giPrrnDt', dataIndex: 'giPrrnDt', title: t('orderList.field.giPrrnDt'), width: 100 },
    { key: 'deliveryExpectDt', dataIndex: 'deliveryExpectDt', title: t('orderList.field.deliveryExpectDt'), width: 100 },
  ];
}
