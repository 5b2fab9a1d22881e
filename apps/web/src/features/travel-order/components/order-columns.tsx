import type { TTravelOrderRow } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import type { DataColumn } from '@/shared/ui/data-table';
import { Text } from '@/shared/ui/typography';

export const reservationKey = (r: { ordNo: string; ordDtlSq: number }) => `${r.ordNo}-${r.ordDtlSq}`;

/** The reservation lists' grid with the travel UI labels (business-area §2): the order number opens its detail. */
export function useTravelOrderColumns(): DataColumn<TTravelOrderRow>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'ordNo',
      title: t('travelOrder.field.ordNo'),
      width: 170,
      render: (r) => (
        <Link to={`/travelOrder/orderDetail/${encodeURIComponent(r.ordNo)}`} data-testid={`torder-link-${reservationKey(r)}`}>
          {r.ordNo}
        </Link>
      ),
    },
    { key: 'ordDtlSq', title: t('travelOrder.field.ordDtlSq'), dataIndex: 'ordDtlSq', width: 80, align: 'center' },
    { key: 'ordDt', title: t('travelOrder.field.ordDt'), width: 140, render: (r) => formatDateTime(r.ordDt) },
    {
      key: 'prodRoom',
      title: t('travelOrder.field.prodRoom'),
      width: 220,
      render: (r) => (
        <>
          <div>{r.prodNm}</div>
          <Text type="secondary">
            {r.roomNm} × {r.roomCnt}
          </Text>
        </>
      ),
    },
    {
      key: 'guest',
      title: t('travelOrder.field.guest'),
      width: 180,
      render: (r) => (
        <>
          <div>{r.guestNm}</div>
          <Text type="secondary">{r.guestMobile}</Text>
        </>
      ),
    },
    { key: 'buyerNm', title: t('travelOrder.field.buyer'), dataIndex: 'buyerNm', width: 110 },
    {
      key: 'stay',
      title: t('travelOrder.field.stay'),
      width: 200,
      render: (r) => `${r.checkInDt} ~ ${r.checkOutDt} (${t('travelOrder.list.nights', { count: r.nightCnt })})`,
    },
    { key: 'ordAmt', title: t('travelOrder.field.ordAmt'), width: 110, align: 'right', render: (r) => formatNumber(r.ordAmt) },
    { key: 'memo', title: t('travelOrder.field.memo'), dataIndex: 'memo', width: 160, ellipsis: true },
    {
      key: 'status',
      title: t('travelOrder.field.status'),
      width: 130,
      render: (r) => <span data-testid={`torder-status-${reservationKey(r)}`}>{t(`travelOrder.rsvStsCd.${r.rsvStsCd}`)}</span>,
    },
  ];
}
