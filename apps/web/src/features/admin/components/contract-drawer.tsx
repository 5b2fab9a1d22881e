import { BOX_SIZES, canTransition, GOODS_FLOW_MACHINE } from '@po/contracts';
import { Button, Descriptions, Drawer, Flex, Table } from 'antd';
import { Text } from '@/shared/ui/typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { useFailureToast } from '@/shared/form/failure';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useApproveGoodsFlow } from '../api/approve-goods-flow';
import { useGoodsFlowReview, type ContractKey } from '../api/goods-flow-review';
import { ContractStatusTag } from './contract-status-tag';
import { useFeedback } from '@/shared/feedback/feedback';

type Fare = { boxSize: string; shscFare: number | null; bhFare: number | null; rtFare: number | null };
const fare = (n: number | null) => (n === null ? '—' : formatNumber(n));

function DrawerBody({ target, onReject }: { target: ContractKey; onReject: (key: ContractKey) => void }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const review = useGoodsFlowReview(target);
  const approve = useApproveGoodsFlow();
  const toastFailure = useFailureToast();

  if (review.error) return <QueryFailed error={review.error} onRetry={() => void review.refetch()} />;
  if (!review.data) return <PageSpinner />;
  const c = review.data;
  // The operator decides only what the contract's state machine lets it decide (approve and reject go together).
  const awaiting = canTransition(GOODS_FLOW_MACHINE, c.gfStsCd, 'approve', 'operator');
  const order = (size: string) => (BOX_SIZES as readonly string[]).indexOf(size);

  const confirmApprove = () => {
    modal.confirm({
      title: t('goodsFlow.admin.approveTitle'),
      content: t('goodsFlow.admin.approveConfirm', { seller: c.supplyEntrNm, site: c.deliveryLocNm }),
      onOk: async () => {
        try {
          await approve.mutateAsync(target);
          void message.success(t('goodsFlow.admin.approved'));
        } catch (error) {
          toastFailure(error);
        }
      },
    });
  };

  return (
    <Flex vertical gap={12} data-testid="gf-admin-drawer">
      <Descriptions size="small" bordered column={1}>
        <Descriptions.Item label={t('goodsFlow.admin.seller')}>{`${c.supplyEntrNm} (${c.supplyEntrCd})`}</Descriptions.Item>
        <Descriptions.Item label={t('goodsFlow.admin.site')}>{`${c.deliveryLocNm} (${c.deliveryLocCd})`}</Descriptions.Item>
        <Descriptions.Item label={t('goodsFlow.admin.carrier')}>{c.deliveryEntrNm}</Descriptions.Item>
        <Descriptions.Item label={t('goodsFlow.admin.status')}>
          <ContractStatusTag status={c.gfStsCd} testId="gf-admin-drawer-status" />
        </Descriptions.Item>
        <Descriptions.Item label={t('goodsFlow.field.contractNo')}>{c.contractNo}</Descriptions.Item>
        <Descriptions.Item label={t('goodsFlow.field.contractCustNo')}>{c.contractCustNo}</Descriptions.Item>
        <Descriptions.Item label={t('goodsFlow.field.fareType')}>{c.fareTypeNm}</Descriptions.Item>
        <Descriptions.Item label={t('goodsFlow.field.mdNm')}>{c.mdNm}</Descriptions.Item>
        <Descriptions.Item label={t('goodsFlow.admin.requestDt')}>{formatDateTime(c.requestDt) || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('goodsFlow.admin.decisionDt')}>{formatDateTime(c.decisionDt) || '—'}</Descriptions.Item>
        {c.rejectReason && <Descriptions.Item label={t('goodsFlow.admin.rejectReason')}>{c.rejectReason}</Descriptions.Item>}
        {c.renewDt && <Descriptions.Item label={t('goodsFlow.admin.renewDt')}>{formatDate(c.renewDt)}</Descriptions.Item>}
      </Descriptions>
      <Table<Fare>
        size="small"
        rowKey="boxSize"
        pagination={false}
        dataSource={[...c.boxFares].sort((a, b) => order(a.boxSize) - order(b.boxSize))}
        columns={[
          {
            key: 'size',
            title: t('goodsFlow.field.boxSize'),
            render: (_: unknown, r) => `${t(`goodsFlow.box.${r.boxSize}`, { defaultValue: r.boxSize })} (${r.boxSize})`,
          },
          { key: 'shsc', title: t('goodsFlow.field.shscFare'), align: 'right', render: (_: unknown, r) => fare(r.shscFare) },
          { key: 'bh', title: t('goodsFlow.field.bhFare'), align: 'right', render: (_: unknown, r) => fare(r.bhFare) },
          { key: 'rt', title: t('goodsFlow.field.rtFare'), align: 'right', render: (_: unknown, r) => fare(r.rtFare) },
        ]}
      />
      {awaiting ? (
        <Flex justify="end" gap={8}>
          <Button danger onClick={() => onReject(target)} data-testid="gf-admin-reject">
            {t('goodsFlow.admin.reject')}
          </Button>
          <Button type="primary" onClick={confirmApprove} loading={approve.isPending} data-testid="gf-admin-approve">
            {t('goodsFlow.admin.approve')}
          </Button>
        </Flex>
      ) : (
        <Text type="secondary">{t('goodsFlow.admin.decided')}</Text>
      )}
    </Flex>
  );
}

/** One contract for review, with approve (confirmed) and reject while it awaits approval. */
export function ContractDrawer({ target, onClose, onReject }: { target: ContractKey | null; onClose: () => void; onReject: (key: ContractKey) => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={target !== null} title={t('goodsFlow.admin.detail')} size={560} onClose={onClose} destroyOnHidden>
      {target && <DrawerBody target={target} onReject={onReject} />}
    </Drawer>
  );
}
