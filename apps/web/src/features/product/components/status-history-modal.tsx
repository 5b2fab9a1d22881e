import { PROD_STATUS, type TProductListRow, type TProductStatusHistoryRow } from '@po/contracts';
import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useProductStatusHistory } from '../api/status-history';

/** What the popup names: a list row or the update form's detail. */
export type THistoryProduct = Pick<TProductListRow, 'prodCd' | 'prodNm' | 'prodStsCd' | 'rejectReason'>;

export interface StatusHistoryModalProps {
  product: THistoryProduct;
  open: boolean;
  onClose: () => void;
}

/**
 * A product's status history (who, when, from → to, reason), newest first, read while the popup is open; a
 * rejected product's reason shows above it. Used by the product lists and the update form.
 */
export function StatusHistoryModal({ product, open, onClose }: StatusHistoryModalProps) {
  const { t } = useTranslation();
  const { prodCd, prodNm } = product;
  const history = useProductStatusHistory(prodCd, open);
  const rejectReason = product.prodStsCd === PROD_STATUS.rejected ? product.rejectReason : null;
  const columns: DataColumn<TProductStatusHistoryRow>[] = [
    { key: 'changedDt', title: t('product.history.changedDt'), width: 150, render: (r) => formatDateTime(r.changedDt) },
    { key: 'actor', title: t('product.history.actor'), width: 150, render: (r) => `${r.actorNm} (${t(`product.actor.${r.actorType}`)})` },
    {
      key: 'change',
      title: t('product.history.change'),
      width: 200,
      render: (r) => (r.fromStsNm ? `${r.fromStsNm} → ${r.toStsNm}` : `${t('product.history.registered')} → ${r.toStsNm}`),
    },
    { key: 'action', dataIndex: 'actionNm', title: t('product.history.action'), width: 110 },
    { key: 'reason', title: t('product.history.reason'), render: (r) => r.reason ?? '' },
  ];
  return (
    <Modal
      open={open}
      width={860}
      title={`${t('product.history.title')} · ${prodNm} (${prodCd})`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('product.action.close')}</Button>}
      destroyOnHidden
    >
      <div data-testid="product-history">
        {rejectReason ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={`${t('product.list.rejectReason')}: ${rejectReason}`}
            data-testid="product-history-reject-reason"
          />
        ) : null}
        {history.error ? (
          <QueryFailed error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            rows={history.data?.list ?? []}
            rowKey={(r) => `${r.changedDt}-${r.fromStsCd ?? ''}-${r.toStsCd}-${r.action}`}
            loading={history.isFetching}
            empty={t('product.history.empty')}
            scrollX={800}
            data-testid="product-history-table"
          />
        )}
      </div>
    </Modal>
  );
}
