import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '@/shared/format/date';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useTravelEstimateDetail } from '../api/travel-estimates';
import { EstimateEditor } from '../components/estimate-editor';
import { StatusHistory } from '../components/status-history';

/**
 * /travelOrder/estimateDetail/:estmNo: the request as the mall sent it, the seller's rooms and dates, price and
 * payment limit (editable while checked), the moves TRAVEL_ESTIMATE_MACHINE allows the seller, and the history.
 */
export function TravelEstimateDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { estmNo = '' } = useParams();
  const detail = useTravelEstimateDetail(estmNo);

  if (detail.error) return <QueryFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <PageSpinner />;
  const e = detail.data;
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
    { key: 'personCnt', label: t('travelOrder.field.personCnt'), children: e.personCnt },
    { key: 'reqCont', label: t('travelOrder.field.reqCont'), span: 3, children: e.reqCont || '-' },
    ...(e.cancelReason ? [{ key: 'cancelReason', label: t('travelOrder.field.cancelReason'), span: 3, children: e.cancelReason }] : []),
  ];
  return (
    <Flex vertical gap={12} data-testid="testm-detail-page">
      <Flex justify="flex-end">
        <Button icon={<UnorderedListOutlined />} onClick={() => void navigate('/travelOrder/estimateList')}>
          {t('travelOrder.detail.back')}
        </Button>
      </Flex>
      <Panel size="small" title={t('travelOrder.detail.request')}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
      </Panel>
      <EstimateEditor estimate={e} />
      <Panel size="small" title={t('travelOrder.detail.history')}>
        <StatusHistory kind="estmStatCd" rows={e.history} />
      </Panel>
    </Flex>
  );
}
