import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useTravelEstimateCall, useTravelEstimateDetail } from '../api/travel-estimates';
import { EstimateActions } from '../components/estimate-actions';
import { MemoBox } from '../components/memo-box';
import { StatusHistory } from '../components/status-history';

// The editors (date pickers, number box, their forms) load as the page first renders, not before it: the request
// and its history show at once, and the calendars' code arrives beside them (as the shared range picker does).
const EstimateRooms = lazy(() => import('../components/estimate-rooms').then((m) => ({ default: m.EstimateRooms })));
const EstimatePayment = lazy(() => import('../components/estimate-payment').then((m) => ({ default: m.EstimatePayment })));

/**
 * /travelOrder/estimateDetail/:estmNo: the request as the mall sent it with check and cancel, the type and the
 * rooms' dates, the price and payment limit sent with "request payment", the memo and the status history.
 */
export function TravelEstimateDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const toastFailure = useFailureToast();
  const { estmNo = '' } = useParams();
  const detail = useTravelEstimateDetail(estmNo);
  const call = useTravelEstimateCall(estmNo);

  if (detail.error) return <QueryFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <PageSpinner />;
  const e = detail.data;
  const saveMemo = (memo: string) =>
    call.mutate(
      { call: 'memo', body: { version: e.version, memo } },
      { onSuccess: () => void message.success(t('travelOrder.detail.saved')), onError: (error) => toastFailure(error, 'travelOrder.msg.saveFailed') },
    );
  const items = [
    { key: 'estmNo', label: t('travelOrder.field.estmNo'), children: e.estmNo },
    {
      key: 'status',
      label: t('travelOrder.field.estmStatCd'),
      children: <strong data-testid="testm-detail-status">{t(`travelOrder.estmStatCd.${e.estmStatCd}`)}</strong>,
    },
    { key: 'reqDt', label: t('travelOrder.field.reqDt'), children: formatDateTime(e.reqDt) },
    { key: 'product', label: t('travelOrder.field.product'), children: e.prodNm },
    { key: 'requester', label: t('travelOrder.field.requester'), children: [e.reqNm, e.reqMobile, e.reqEmail].filter(Boolean).join(' / ') },
    { key: 'personCnt', label: t('travelOrder.field.personCnt'), children: formatNumber(e.personCnt) },
    { key: 'reqCont', label: t('travelOrder.field.reqCont'), span: 3, children: e.reqCont || '-' },
    ...(e.cancelReason ? [{ key: 'cancelReason', label: t('travelOrder.field.cancelReason'), span: 3, children: e.cancelReason }] : []),
    {
      key: 'memo',
      label: t('travelOrder.field.memo'),
      span: 3,
      children: <MemoBox key={e.version} value={e.memo} pending={call.isPending && call.variables.call === 'memo'} onSave={saveMemo} testId="testm-memo" />,
    },
  ];
  return (
    <Flex vertical gap={12} data-testid="testm-detail-page">
      <Flex justify="flex-end">
        <Button icon={<UnorderedListOutlined />} onClick={() => void navigate('/travelOrder/estimateList')}>
          {t('travelOrder.detail.back')}
        </Button>
      </Flex>
      <Panel size="small" title={t('travelOrder.detail.request')} extra={<EstimateActions estimate={e} call={call} />}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
      </Panel>
      <Suspense fallback={<PageSpinner />}>
        <EstimateRooms estimate={e} call={call} />
        <EstimatePayment estimate={e} call={call} />
      </Suspense>
      <Panel size="small" title={t('travelOrder.detail.history')}>
        <StatusHistory kind="estmStatCd" rows={e.history} />
      </Panel>
    </Flex>
  );
}
