import type { TOrderPtsLine } from '@po/contracts';
import { Drawer, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useOrderPtsLines } from '../api/order-pts-lines';

/** The PTS row a drawer opens: the seller and the period of the list. */
export interface PtsTarget {
  supplyEntrCd: string;
  supplyEntrNm: string;
  payDtFrom: string | undefined;
  payDtTo: string | undefined;
}

const PAGE_SIZE = 20;

/** One seller's late lines of the period (marked 72/82 now, dispatched after 48 h, or still waiting past it). */
export function PtsLateLinesDrawer({ target, onClose }: { target: PtsTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const query = target ? { supplyEntrCd: target.supplyEntrCd, payDtFrom: target.payDtFrom, payDtTo: target.payDtTo, pageNum, pageSize: PAGE_SIZE } : null;
  const lines = useOrderPtsLines(query);
  const none = t('orderOps.pts.none');
  const status = (l: TOrderPtsLine) =>
    [t(`order.ordDtlStsCd.${l.ordDtlStsCd}`), l.delayStsCd ? t(`order.ordDtlStsCd.${l.delayStsCd}`) : null].filter(Boolean).join(' · ');

  return (
    <Drawer open={target !== null} onClose={onClose} size={960} title={t('orderOps.pts.lateLinesOf', { name: target?.supplyEntrNm ?? '' })} destroyOnHidden>
      {lines.error ? (
        <QueryFailed error={lines.error} onRetry={() => void lines.refetch()} />
      ) : (
        <Table<TOrderPtsLine>
          size="small"
          data-testid="pts-late-lines"
          loading={lines.isFetching}
          rowKey={(l) => `${l.ordNo}/${l.ordDtlSq}`}
          dataSource={lines.data?.list ?? []}
          locale={{ emptyText: t('orderOps.pts.lateEmpty') }}
          scroll={{ x: 900 }}
          pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: lines.data?.totalCnt ?? 0, onChange: setPageNum, showSizeChanger: false }}
          columns={[
            { key: 'ordNo', title: t('orderOps.pts.line.ordNo'), render: (_: unknown, l) => `${l.ordNo}-${l.ordDtlSq}` },
            { key: 'prodNm', title: t('orderOps.pts.line.prodNm'), dataIndex: 'prodNm', ellipsis: true },
            { key: 'status', title: t('orderOps.pts.line.status'), render: (_: unknown, l) => status(l) },
            { key: 'payDt', title: t('orderOps.pts.line.payDt'), render: (_: unknown, l) => formatDateTime(l.payDt) },
            { key: 'giPrrnDt', title: t('orderOps.pts.line.giPrrnDt'), render: (_: unknown, l) => formatDate(l.giPrrnDt) },
            { key: 'invoiceDt', title: t('orderOps.pts.line.invoiceDt'), render: (_: unknown, l) => formatDateTime(l.invoiceDt) || none },
            {
              key: 'dispatchHours',
              title: t('orderOps.pts.line.dispatchHours'),
              align: 'right',
              render: (_: unknown, l) => t('orderOps.pts.hours', { value: l.dispatchHours }),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
