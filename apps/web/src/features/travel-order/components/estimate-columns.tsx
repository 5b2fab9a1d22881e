import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import type { DataColumn } from '@/shared/ui/data-table';
import type { TTravelEstimateRow } from '../api/travel-shapes';

/** The estimate list's grid: the estimate number opens its detail; a room line per room with its dates. */
export function useEstimateColumns(): DataColumn<TTravelEstimateRow>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'estmNo',
      title: t('travelOrder.field.estmNo'),
      width: 160,
      render: (r) => (
        <Link to={`/travelOrder/estimateDetail/${encodeURIComponent(r.estmNo)}`} data-testid={`testm-link-${r.estmNo}`}>
          {r.estmNo}
        </Link>
      ),
    },
    { key: 'reqDt', title: t('travelOrder.field.reqDt'), width: 140, render: (r) => formatDateTime(r.reqDt) },
    { key: 'type', title: t('travelOrder.field.estmProdTypeCd'), width: 90, render: (r) => t(`travelOrder.estmProdTypeCd.${r.estmProdTypeCd}`) },
    { key: 'prodNm', title: t('travelOrder.field.product'), dataIndex: 'prodNm', width: 180, ellipsis: true },
    { key: 'reqNm', title: t('travelOrder.field.requester'), dataIndex: 'reqNm', width: 110 },
    { key: 'personCnt', title: t('travelOrder.field.personCnt'), dataIndex: 'personCnt', width: 70, align: 'right' },
    {
      key: 'rooms',
      title: t('travelOrder.field.rooms'),
      width: 260,
      render: (r) =>
        r.rooms.map((room) => (
          <div key={room.estmRoomSeq}>
            {room.roomNm} × {room.roomCnt} {room.checkInDt && room.checkOutDt ? `${room.checkInDt} ~ ${room.checkOutDt}` : '-'}
          </div>
        )),
    },
    { key: 'estmAmt', title: t('travelOrder.field.estmAmt'), width: 110, align: 'right', render: (r) => (r.estmAmt === null ? '-' : formatNumber(r.estmAmt)) },
    { key: 'payLimitDt', title: t('travelOrder.field.payLimitDt'), width: 110, render: (r) => r.payLimitDt ?? '-' },
    {
      key: 'status',
      title: t('travelOrder.field.estmStatCd'),
      width: 110,
      render: (r) => <span data-testid={`testm-status-${r.estmNo}`}>{t(`travelOrder.estmStatCd.${r.estmStatCd}`)}</span>,
    },
  ];
}
