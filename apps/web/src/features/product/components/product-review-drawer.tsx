import { canTransition, PRODUCT_MACHINE, type TProductReviewReply } from '@po/contracts';
import { Alert, Button, Descriptions, Divider, Drawer, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Text } from '@/shared/ui/typography';
import { useApproveProduct } from '../api/decide-product';
import { useProductReview } from '../api/product-review';
import { ProductReviewPreview } from './product-review-preview';
import { useConfirmedCall } from './use-confirmed-call';

/** Who changed the status, when, and why (newest first): the seller's resubmissions show the MD's earlier reasons. */
function StatusHistory({ rows }: { rows: TProductReviewReply['statusHistory'] }) {
  return (
    <Flex vertical gap={6} data-testid="review-history">
      {rows.map((h, i) => (
        <Flex key={`${h.changedDt}-${i}`} gap={8} wrap>
          <Text type="secondary">{formatDateTime(h.changedDt)}</Text>
          <Text strong>{h.actionNm}</Text>
          <Text>{h.fromStsNm ? `${h.fromStsNm} → ${h.toStsNm}` : h.toStsNm}</Text>
          <Text type="secondary">{h.actorNm}</Text>
          {h.reason && <Text type="danger">{h.reason}</Text>}
        </Flex>
      ))}
    </Flex>
  );
}

function DrawerBody({ prodCd, onReject }: { prodCd: string; onReject: (prodCd: string) => void }) {
  const { t } = useTranslation();
  const confirmedCall = useConfirmedCall();
  const review = useProductReview(prodCd);
  const approve = useApproveProduct();

  if (review.error) return <QueryFailed error={review.error} onRetry={() => void review.refetch()} />;
  if (!review.data) return <PageSpinner />;
  const p = review.data;
  // The MD decides only what the product's state machine lets it decide (approve and reject go together).
  const awaiting = canTransition(PRODUCT_MACHINE, p.prodStsCd, 'approve', 'operator');

  const confirmApprove = () =>
    confirmedCall({
      content: (
        <Flex vertical gap={4}>
          <span>{t('productReview.help.approveConfirm', { prodNm: p.prodNm })}</span>
          {p.saleAbleStockQty === 0 && <Text type="warning">{t('productReview.help.approveNoStock')}</Text>}
        </Flex>
      ),
      run: async () => {
        const done = await approve.mutateAsync(prodCd);
        return t('productReview.msg.approved', { status: done.prodStsNm });
      },
    });

  return (
    <Flex vertical gap={12} data-testid="review-drawer">
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label={t('productReview.field.status')}>
          <Tag data-testid="review-status">{p.prodStsNm}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('productReview.field.seller')}>{`${p.supplyEntrNm} (${p.supplyEntrCd})`}</Descriptions.Item>
        <Descriptions.Item label={t('productReview.field.prodCd')}>{`${p.prodCd} / ${p.supplyProdCd}`}</Descriptions.Item>
        <Descriptions.Item label={t('productReview.field.regDt')}>{formatDateTime(p.regDt)}</Descriptions.Item>
        <Descriptions.Item label={t('productReview.field.stock')}>{p.saleAbleStockQty}</Descriptions.Item>
        <Descriptions.Item label={t('productReview.field.category')}>{p.categoryPath}</Descriptions.Item>
      </Descriptions>
      {p.rejectReason && <Alert type="error" showIcon title={t('productReview.field.rejectReason')} description={p.rejectReason} />}
      {awaiting ? (
        <Flex justify="end" gap={8}>
          <Button danger onClick={() => onReject(prodCd)} data-testid="review-reject">
            {t('productReview.action.reject')}
          </Button>
          <Button type="primary" onClick={confirmApprove} loading={approve.isPending} data-testid="review-approve">
            {t('productReview.action.approve')}
          </Button>
        </Flex>
      ) : (
        <Text type="secondary" data-testid="review-decided">
          {t('productReview.help.decided', { status: p.prodStsNm })}
        </Text>
      )}
      <Divider titlePlacement="start">{t('productReview.section.preview')}</Divider>
      <ProductReviewPreview product={p} />
      <Divider titlePlacement="start">{t('productReview.section.history')}</Divider>
      <StatusHistory rows={p.statusHistory} />
    </Flex>
  );
}

/** One product for the MD: the buyer's view of it, its history, and approve (confirmed) or reject while it awaits. */
export function ProductReviewDrawer({ prodCd, onClose, onReject }: { prodCd: string | null; onClose: () => void; onReject: (prodCd: string) => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={prodCd !== null} title={t('productReview.section.review')} size={980} onClose={onClose} destroyOnHidden>
      {prodCd && <DrawerBody prodCd={prodCd} onReject={onReject} />}
    </Drawer>
  );
}
