import type { TProductStatusHistoryRow } from '@po/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useProductStatusHistory } from '../api/product-status';

export interface ProductStatusHistoryModalProps {
  prodCd: string;
  open: boolean;
  onClose: () => void;
}

/** A product's status changes, newest first: who moved it, from what to what, and the operator's reason. */
export function ProductStatusHistoryModal({ prodCd, open, onClose }: ProductStatusHistoryModalProps) {
  const { t } = useTranslation();
  const history = useProductStatusHistory(prodCd, open);
  const columns: DataColumn<TProductStatusHistoryRow>[] = [
    { key: 'changedDt', title: t('productEdit.history.changedDt'), dataIndex: 'changedDt', width: 170 },
    { key: 'change', title: t('productEdit.history.change'), render: (r) => (r.fromStsNm ? `${r.fromStsNm} → ${r.toStsNm}` : r.toStsNm), width: 200 },
    { key: 'action', title: t('productEdit.history.action'), dataIndex: 'actionNm', width: 130 },
    { key: 'reason', title: t('productEdit.history.reason'), render: (r) => r.reason ?? '' },
    { key: 'actor', title: t('productEdit.history.actor'), render: (r) => `${r.actorNm} (${t(`product.actor.${r.actorType}`)})`, width: 160 },
  ];
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={880} title={t('productEdit.history.title', { prodCd })} destroyOnHidden>
      {history.error ? (
        <QueryFailed error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={history.data?.list ?? []}
          rowKey={(r) => `${r.changedDt}-${r.action}-${r.toStsCd}`}
          loading={history.isPending}
          empty={t('productEdit.history.empty')}
          scrollX={800}
          data-testid="product-status-history"
        />
      )}
    </Modal>
  );
}
