import type { TPromState, TPromotionAdminDetailReply } from '@po/contracts';
import { Alert, Button, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { Panel } from '@/shared/ui/panel';
import { useCancelPromotion } from '../api/promotion-admin';
import { REQ_STATE_COLOR, usePromotionTexts } from '../model/promotion-texts';
import { PromotionCountFigures } from './promotion-count-tabs';
import { PromotionHead } from './promotion-head';

type Target = TPromotionAdminDetailReply['targets'][number];

/** A promotion may be cancelled until its run starts (the server refuses a running or ended one). */
const CANCELLABLE: readonly TPromState[] = ['READY', 'REQUEST', 'WAITING'];

/** A saved promotion as the operator sees it: read-only, every target with its seller's answer, and the cancel. */
export function PromotionAdminView({ promotion, viewOnly }: { promotion: TPromotionAdminDetailReply; viewOnly: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message, modal } = useFeedback();
  const toastFailure = useFailureToast();
  const text = usePromotionTexts();
  const cancel = useCancelPromotion();
  const { head } = promotion;

  const onCancel = () =>
    void modal.confirm({
      content: t('promotionAdmin.confirmCancel'),
      okText: t('promotionAdmin.button.cancelPromotion'),
      okButtonProps: { danger: true },
      onOk: () =>
        cancel.mutateAsync(head.promCd).then(
          () => void message.success(t('promotionAdmin.msg.cancelled')),
          (error: unknown) => toastFailure(error),
        ),
    });

  const columns: DataColumn<Target>[] = [
    { key: 'seller', title: t('promotionAdmin.column.supplyEntr'), width: 170, render: (r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    { key: 'prodCd', dataIndex: 'prodCd', title: t('promotion.column.prodCd'), width: 110 },
    { key: 'prodNm', dataIndex: 'prodNm', title: t('promotion.column.prodNm'), width: 220, ellipsis: true },
    { key: 'prodPrice', title: t('promotion.column.prodPrice'), width: 100, align: 'right', render: (r) => formatNumber(r.prodPrice) },
    { key: 'promPrice', title: t('promotion.column.promPrice'), width: 110, align: 'right', render: (r) => formatNumber(r.promPrice) },
    {
      key: 'answer',
      title: t('promotion.column.answer'),
      width: 80,
      align: 'center',
      render: (r) => (
        <Tag color={REQ_STATE_COLOR[r.reqState]} data-testid={`promotion-admin-answer-${r.prodCd}`}>
          {text.reqState(r.reqState)}
        </Tag>
      ),
    },
    { key: 'rejectReason', title: t('promotion.column.rejectReason'), width: 180, ellipsis: true, render: (r) => r.rejectReason ?? '' },
    { key: 'decidedDt', title: t('promotion.column.decidedDt'), width: 140, render: (r) => formatDateTime(r.decidedDt) },
  ];

  return (
    <Flex vertical gap={16} data-testid="promotion-admin-view">
      <Panel
        title={`${head.promNm} (${head.promCd})`}
        extra={
          <Flex gap={8}>
            <Button onClick={() => void navigate('/admin/promotionList')} data-testid="promotion-admin-list">
              {t('promotionAdmin.button.list')}
            </Button>
            {!viewOnly && CANCELLABLE.includes(head.promState) && (
              <Button danger loading={cancel.isPending} onClick={onCancel} data-testid="promotion-admin-cancel">
                {t('promotionAdmin.button.cancelPromotion')}
              </Button>
            )}
          </Flex>
        }
      >
        <Flex vertical gap={12}>
          {head.promState === 'CANCELLED' && <Alert type="warning" showIcon title={t('promotionAdmin.cancelledNotice')} />}
          <PromotionHead head={head} />
          <PromotionCountFigures counts={promotion.counts} testId="promotion-admin-counts" />
        </Flex>
      </Panel>
      <Panel title={t('promotionAdmin.field.targets')}>
        <DataTable<Target>
          columns={columns}
          rows={promotion.targets}
          rowKey={(r) => `${r.supplyEntrCd}/${r.prodCd}`}
          rowTestId={(r) => `promotion-admin-target-${r.prodCd}`}
          empty={t('promotion.detail.empty')}
          scrollX={1150}
          data-testid="promotion-admin-targets"
        />
      </Panel>
    </Flex>
  );
}
