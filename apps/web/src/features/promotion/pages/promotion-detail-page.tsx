import { ZPromCdParams, type TPromotionDetailReply, type TPromotionProductRow } from '@po/contracts';
import { Alert, Button, Empty, Flex, Tag } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { useSessionUser } from '@/shared/session/session-user';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Text } from '@/shared/ui/typography';
import { useAnswerPromotion, usePromotionDetail } from '../api/promotion';
import { PromotionCountFigures } from '../components/promotion-count-tabs';
import { PromotionHead } from '../components/promotion-head';
import { REQ_STATE_COLOR, usePromotionTexts } from '../model/promotion-texts';

// The reject dialog (a form) loads when first opened: most visits only read or agree.
const RejectDialog = lazyDialog(
  () => import('../components/reject-dialog').then((m) => m.RejectDialog),
  (p) => p.prodCds !== null,
);

/** /promotion/promotionDetailForm/:promCd: one promotion and the seller's products in it, to agree or reject. */
export function PromotionDetailPage() {
  const { t } = useTranslation();
  const parsed = ZPromCdParams.safeParse(useParams());
  if (!parsed.success) return <Empty description={t('promotion.detail.notFound')} data-testid="promotion-detail-not-found" />;
  return <PromotionDetail key={parsed.data.promCd} promCd={parsed.data.promCd} />;
}

/** Why the answers cannot change now (the request period is the only time they can). */
function useReadOnlyReason(): (d: TPromotionDetailReply) => string {
  const { t } = useTranslation();
  return (d) => {
    if (d.head.promState === 'CANCELLED') return t('promotion.detail.readOnlyCancelled');
    if (d.head.promState === 'READY') return t('promotion.detail.readOnlyBefore', { date: d.head.reqStartDt });
    return t('promotion.detail.readOnlyAfter');
  };
}

function PromotionDetail({ promCd }: { promCd: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message, modal } = useFeedback();
  const toastFailure = useFailureToast();
  const text = usePromotionTexts();
  const readOnlyReason = useReadOnlyReason();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const detail = usePromotionDetail(promCd);
  const answer = useAnswerPromotion(promCd);
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const [rejecting, setRejecting] = useState<string[] | null>(null);

  if (detail.isPending) return <PageSpinner />;
  if (detail.error) return <QueryFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  const editable = d.editableYn === 'Y' && !viewOnly;
  const checked = d.products.filter((p) => selected.has(p.prodCd)).map((p) => p.prodCd);

  const agree = (prodCds: string[]) =>
    void modal.confirm({
      content: t('promotion.confirm.agree', { count: prodCds.length }),
      okText: t('promotion.button.agree'),
      onOk: () =>
        answer.mutateAsync({ list: prodCds.map((prodCd) => ({ prodCd, reqState: 'AGREE' as const })) }).then(
          (reply) => {
            void message.success(t('promotion.done.agreed', { count: reply.updatedCnt }));
            setSelected(new Set());
          },
          (error: unknown) => toastFailure(error),
        ),
    });

  const columns: DataColumn<TPromotionProductRow>[] = [
    { key: 'prodCd', dataIndex: 'prodCd', title: t('promotion.column.prodCd'), width: 110 },
    { key: 'supplyProdCd', dataIndex: 'supplyProdCd', title: t('promotion.column.supplyProdCd'), width: 120 },
    { key: 'prodNm', dataIndex: 'prodNm', title: t('promotion.column.prodNm'), width: 220, ellipsis: true },
    { key: 'brandNm', dataIndex: 'brandNm', title: t('promotion.column.brandNm'), width: 110 },
    { key: 'prodPrice', title: t('promotion.column.prodPrice'), width: 100, align: 'right', render: (p) => formatNumber(p.prodPrice) },
    {
      key: 'promPrice',
      title: t('promotion.column.promPrice'),
      width: 110,
      align: 'right',
      render: (p) => <Text strong>{formatNumber(p.promPrice)}</Text>,
    },
    {
      key: 'answer',
      title: t('promotion.column.answer'),
      width: 80,
      align: 'center',
      render: (p) => (
        <Tag color={REQ_STATE_COLOR[p.reqState]} data-testid={`promotion-answer-${p.prodCd}`}>
          {text.reqState(p.reqState)}
        </Tag>
      ),
    },
    { key: 'rejectReason', title: t('promotion.column.rejectReason'), width: 180, ellipsis: true, render: (p) => p.rejectReason ?? '' },
    { key: 'decidedDt', title: t('promotion.column.decidedDt'), width: 140, render: (p) => formatDateTime(p.decidedDt) },
    ...(editable
      ? [
          {
            key: 'actions',
            title: t('promotion.column.actions'),
            width: 130,
            render: (p: TPromotionProductRow) => (
              <Flex gap={4}>
                <Button size="small" onClick={() => agree([p.prodCd])} data-testid={`promotion-agree-${p.prodCd}`}>
                  {t('promotion.button.agree')}
                </Button>
                <Button size="small" danger onClick={() => setRejecting([p.prodCd])} data-testid={`promotion-reject-${p.prodCd}`}>
                  {t('promotion.button.reject')}
                </Button>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16} data-testid="promotion-detail">
      <Panel
        title={d.head.promNm}
        extra={
          <Button onClick={() => void navigate('/promotion/promotionSearchList')} data-testid="promotion-detail-list">
            {t('promotion.button.list')}
          </Button>
        }
      >
        <Flex vertical gap={12}>
          {d.head.promState === 'REQUEST' && (
            <Alert type="warning" showIcon title={t('promotion.detail.deadline', { date: d.head.reqEndDt })} data-testid="promotion-deadline" />
          )}
          <PromotionHead head={d.head} />
        </Flex>
      </Panel>
      <Panel title={t('promotion.detail.products')}>
        <Flex vertical gap={12}>
          {viewOnly && <Alert type="info" showIcon title={t('framework.masterViewOnly')} data-testid="promotion-master-readonly" />}
          {d.editableYn === 'N' && <Alert type="info" showIcon title={readOnlyReason(d)} data-testid="promotion-readonly" />}
          <PromotionCountFigures counts={d.counts} testId="promotion-detail-counts" />
          {editable && (
            <Flex gap={8} align="center" data-testid="promotion-bulk">
              <Text type="secondary">{t('promotion.detail.selected', { count: checked.length })}</Text>
              <Button type="primary" disabled={checked.length === 0} onClick={() => agree(checked)} data-testid="promotion-agree-checked">
                {t('promotion.button.agreeChecked')}
              </Button>
              <Button danger disabled={checked.length === 0} onClick={() => setRejecting(checked)} data-testid="promotion-reject-checked">
                {t('promotion.button.rejectChecked')}
              </Button>
            </Flex>
          )}
          <DataTable<TPromotionProductRow>
            columns={columns}
            rows={d.products}
            rowKey={(p) => p.prodCd}
            rowTestId={(p) => `promotion-product-${p.prodCd}`}
            loading={detail.isFetching}
            empty={t('promotion.detail.empty')}
            selection={editable ? { selected, onChange: setSelected, label: t('promotion.column.prodCd') } : undefined}
            scrollX={1300}
            data-testid="promotion-products"
          />
        </Flex>
      </Panel>
      <RejectDialog
        promCd={promCd}
        prodCds={rejecting}
        onClose={(rejected) => {
          setRejecting(null);
          if (rejected) setSelected(new Set());
        }}
      />
    </Flex>
  );
}
