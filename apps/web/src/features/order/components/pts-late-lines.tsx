import type { TOrderPtsLine } from '@po/contracts';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/format/date';
import type { PageState } from '@/shared/pagination';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { Pager } from '@/shared/ui/pager';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useOrderPtsLines } from '../api/order-pts-lines';

/** The PTS row a drawer opens: the seller and the period of the list. */
export interface PtsTarget {
  supplyEntrCd: string;
  supplyEntrNm: string;
  payDtFrom: string | undefined;
  payDtTo: string | undefined;
}

/**
 * One seller's late lines of the period (marked 72/82 now, dispatched after 48 h, or still waiting past it), in a
 * modal: antd's Modal is in the chunks the screens share already, where a Drawer split them and weighed on others.
 */
export function PtsLateLines({ target, onClose }: { target: PtsTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize: 20 });
  const lines = useOrderPtsLines(target ? { supplyEntrCd: target.supplyEntrCd, payDtFrom: target.payDtFrom, payDtTo: target.payDtTo, ...page } : null);
  const none = t('orderOps.pts.none');
  const status = (l: TOrderPtsLine) =>
    [t(`order.ordDtlStsCd.${l.ordDtlStsCd}`), l.delayStsCd ? t(`order.ordDtlStsCd.${l.delayStsCd}`) : null].filter(Boolean).join(' · ');
  const columns: DataColumn<TOrderPtsLine>[] = [
    { key: 'ordNo', title: t('orderOps.pts.line.ordNo'), width: 170, render: (l) => `${l.ordNo}-${l.ordDtlSq}` },
    { key: 'prodNm', dataIndex: 'prodNm', title: t('orderOps.pts.line.prodNm'), width: 200, ellipsis: true },
    { key: 'status', title: t('orderOps.pts.line.status'), width: 140, render: status },
    { key: 'payDt', title: t('orderOps.pts.line.payDt'), width: 140, render: (l) => formatDateTime(l.payDt) },
    { key: 'giPrrnDt', title: t('orderOps.pts.line.giPrrnDt'), width: 100, render: (l) => formatDate(l.giPrrnDt) },
    { key: 'invoiceDt', title: t('orderOps.pts.line.invoiceDt'), width: 140, render: (l) => formatDateTime(l.invoiceDt) || none },
    {
      key: 'dispatchHours',
      title: t('orderOps.pts.line.dispatchHours'),
      width: 110,
      align: 'right',
      render: (l) => t('orderOps.pts.hours', { value: l.dispatchHours }),
    },
  ];

  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      footer={null}
      width={1040}
      title={t('orderOps.pts.lateLinesOf', { name: target?.supplyEntrNm ?? '' })}
      destroyOnHidden
    >
      {lines.error ? (
        <QueryFailed error={lines.error} onRetry={() => void lines.refetch()} />
      ) : (
        <>
          <DataTable<TOrderPtsLine>
            columns={columns}
            rows={lines.data?.list ?? []}
            rowKey={(l) => `${l.ordNo}/${l.ordDtlSq}`}
            loading={lines.isFetching}
            empty={t('orderOps.pts.lateEmpty')}
            scrollX={1000}
            data-testid="pts-late-lines"
          />
          <Pager page={page} totalCnt={lines.data?.totalCnt ?? 0} onPage={setPage} data-testid="pts-late-lines-pager" />
        </>
      )}
    </Modal>
  );
}
