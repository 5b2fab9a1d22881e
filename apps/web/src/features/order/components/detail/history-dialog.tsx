import type { TOrderHistoryReply } from '@po/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { DataTable } from '@/shared/ui/data-table';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useOrderHistory } from '@/features/order/api/order-history';

type Row = TOrderHistoryReply['list'][number];
const KNOWN_ACTIONS = new Set(['prepare', 'ship', 'changeInvoice', 'deliver', 'cancel', 'memo', 'delayNotice', 'soldOut']);

/** The order state history popup: who changed which of the seller's lines, when, from what to what. */
export function HistoryDialog({ ordNo, open, onClose }: { ordNo: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useOrderHistory(ordNo, open);
  const status = (s: string | null) => (s ? t(runtimeKey(`order.ordDtlStsCd.${s}`)) : '-');
  const actionOf = (a: string) => (KNOWN_ACTIONS.has(a) ? t(runtimeKey(`orderDetail.action.${a}`)) : t('orderDetail.action.other', { action: a }));
  const columns = [
    { key: 'changedDt', title: t('orderDetail.histTime'), width: 150, render: (r: Row) => formatDateTime(r.changedDt) },
    { key: 'ordDtlSq', title: t('orderDetail.ordDtlSq'), width: 70, align: 'center' as const, render: (r: Row) => r.ordDtlSq },
    { key: 'actor', title: t('orderDetail.histActor'), width: 110, render: (r: Row) => `${t(runtimeKey(`order.actor.${r.actorType}`))} (${r.actorNm})` },
    { key: 'action', title: t('orderDetail.histAction'), width: 130, render: (r: Row) => actionOf(r.action) },
    { key: 'fromTo', title: t('orderDetail.histFromTo'), width: 170, render: (r: Row) => `${status(r.fromStsCd)} → ${status(r.toStsCd)}` },
    { key: 'memo', title: t('orderDetail.histMemo'), ellipsis: true, render: (r: Row) => r.memo ?? '' },
  ];
  return (
    <Modal open={open} title={t('orderDetail.history')} onCancel={onClose} footer={null} width={900} destroyOnHidden>
      {history.error ? (
        <QueryFailed error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <DataTable
          data-testid="history-table"
          columns={columns}
          rows={history.data?.list ?? []}
          rowKey={(r) => `${r.ordDtlSq}-${r.changedDt}-${r.action}-${r.claimSq ?? ''}-${r.toStsCd ?? ''}`}
          loading={history.isPending}
          empty={t('orderDetail.noData')}
          scrollX={800}
        />
      )}
    </Modal>
  );
}
