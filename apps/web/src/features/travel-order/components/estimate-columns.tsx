import type { TTravelEstimateRow } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import type { DataColumn } from '@/shared/ui/data-table';

/** The estimate list's grid: the estimate number opens its detail; the rooms and the first check-in of their dates. */
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
    { key: 'roomCnt', title: t('travelOrder.field.roomCnt'), dataIndex: 'roomCnt', width: 80, align: 'right' },
    { key: 'firstCheckIn', title: t('travelOrder.field.firstCheckIn'), width: 110, render: (r) => r.firstCheckInDt ?? '-' },
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
