import { PROD_STATUS, type TProdStsCd, type TProductDetailReply } from '@po/contracts';
import { Alert, Button, Flex, Tag } from 'antd';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@/shared/ui/typography';
import { ProductStatusActions } from './product-status-actions';
import { StatusHistoryPopup } from './status-history-popup';

const STATUS_COLOR: Record<TProdStsCd, string> = { '20': 'red', '40': 'gold', '60': 'orange', '70': 'default', '90': 'green' };

/** The product's code, status (with its history and the seller's moves) and who registered and last changed it. */
export function ProductEditHeader({ detail, readOnly, onStatusChanged }: { detail: TProductDetailReply; readOnly: boolean; onStatusChanged: () => void }) {
  const { t } = useTranslation();
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Flex align="center" gap={8} wrap>
        <Text strong data-testid="product-edit-code">
          {detail.prodCd}
        </Text>
        <Tag color={STATUS_COLOR[detail.prodStsCd]} data-testid="product-edit-status" data-status={detail.prodStsCd}>
          {detail.prodStsNm}
        </Tag>
        <Text type="secondary">{t('productEdit.field.registered', { date: detail.regDt, name: detail.regNm })}</Text>
        <Text type="secondary" data-testid="product-edit-updated">
          {t('productEdit.field.updated', { date: detail.upDt, name: detail.upNm })}
        </Text>
      </Flex>
      <Flex gap={8} wrap>
        <Button onClick={() => setHistoryOpen(true)} data-testid="product-status-history-open">
          {t('productEdit.action.history')}
        </Button>
        <ProductStatusActions product={detail} readOnly={readOnly} confirmNote={t('productEdit.msg.reloadNote')} onChanged={onStatusChanged} />
      </Flex>
      <StatusHistoryPopup product={detail} open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </Flex>
  );
}

/**
 * What the seller must know before editing: the operator's rejection and its reason, that the product
 * awaits approval, that it has no images yet, and that someone else saved it first (with the reload).
 */
export function ProductEditNotices({
  detail,
  stale,
  onReload,
  staleRef,
}: {
  detail: TProductDetailReply;
  /** The server's message of a 409 (product or option stock moved on), or null. */
  stale: string | null;
  onReload: () => void;
  staleRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }}>
      {stale !== null && (
        <div ref={staleRef}>
          <Alert
            type="error"
            showIcon
            title={t('productEdit.stale.title')}
            description={
              <>
                <div>{stale}</div>
                <div>{t('productEdit.stale.body')}</div>
              </>
            }
            action={
              <Button danger onClick={onReload} data-testid="product-stale-reload">
                {t('productEdit.action.reload')}
              </Button>
            }
            data-testid="product-stale"
          />
        </div>
      )}
      {detail.prodStsCd === PROD_STATUS.rejected && (
        <Alert
          type="warning"
          showIcon
          title={t('productEdit.rejected.title')}
          description={
            <>
              <div data-testid="product-reject-reason">{t('productEdit.rejected.reason', { reason: detail.rejectReason ?? '' })}</div>
              <div>{t('productEdit.rejected.help')}</div>
            </>
          }
          data-testid="product-rejected"
        />
      )}
      {detail.prodStsCd === PROD_STATUS.awaiting && <Alert type="info" showIcon title={t('productEdit.awaiting')} data-testid="product-awaiting" />}
      {detail.images.length === 0 && <Alert type="warning" showIcon title={t('productEdit.images.required')} data-testid="product-images-required" />}
    </Flex>
  );
}
