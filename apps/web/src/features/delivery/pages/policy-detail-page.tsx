import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { TDeliveryPolicyDetailReply } from '@po/contracts';
import { Button, Descriptions, Flex, Result, Space, Tag } from 'antd';
import { Panel } from '@/shared/ui/panel';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '@/shared/format/date';
import { formatWon } from '@/shared/format/money';
import { currentLanguage } from '@/shared/i18n/i18n';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { lazyOnVisible } from '@/shared/ui/lazy-on-visible';
import { QueryFailed } from '@/shared/ui/query-failed';
import { usePolicy } from '../api/policy';
import { PolicyStatusTag } from '../components/policy-status-tag';

function PolicyView({ p }: { p: TDeliveryPolicyDetailReply }) {
  const { t } = useTranslation();
  const won = (n: number) => formatWon(n, currentLanguage());
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} data-testid="policy-view">
      <Descriptions.Item label={t('dlcst.field.dlcstPlcyCd')}>{p.dlcstPlcyCd}</Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.dlcstPlcyTitl')}>
        <span data-testid="policy-view-title">{p.dlcstPlcyTitl}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.status')}>
        <PolicyStatusTag status={p.plcyStsCd} testId="policy-view-status" />
      </Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.plcyTypeCd')}>{p.plcyTypeNm}</Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.period')}>{`${p.strtDt} ~ ${p.endDt}`}</Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.useYn')}>{t(`form.yn.${p.useYn}`)}</Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.dlcstTypeCd')}>{p.dlcstTypeNm}</Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.dlcst')}>
        <span data-testid="policy-view-dlcst">{won(p.dlcst)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.dlcstLevyStdrAmt')}>{won(p.dlcstLevyStdrAmt)}</Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.inmnDlcst')}>{won(p.inmnDlcst)}</Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.jejuDlcst')}>{won(p.jejuDlcst)}</Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.rtrnDlcst')}>{won(p.rtrnDlcst)}</Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.exchDlcst')}>{won(p.exchDlcst)}</Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.reg')}>{`${p.regNm} · ${formatDateTime(p.regDt)}`}</Descriptions.Item>
      <Descriptions.Item label={t('dlcst.field.up')}>{`${p.upNm} · ${formatDateTime(p.upDt)}`}</Descriptions.Item>
    </Descriptions>
  );
}

// The version history (a paged Table) under the policy loads when it comes near the view.
const PolicyHistory = lazyOnVisible(() => import('../components/policy-history').then((m) => m.PolicyHistory));

/** /setting/deliveryPolicyDetail?dlcstPlcyCd=…: the current version, its status and every earlier version. */
export function PolicyDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The route has no parameter: the code travels in the query, so each policy is a tab of its own.
  const [params] = useSearchParams();
  const dlcstPlcyCd = params.get('dlcstPlcyCd') ?? '';
  const policy = usePolicy(dlcstPlcyCd);

  if (!dlcstPlcyCd)
    return (
      <Result
        status="warning"
        title={t('dlcst.msg.noCode')}
        extra={<Button onClick={() => void navigate('/setting/deliveryPolicyList')}>{t('form.button.list')}</Button>}
      />
    );
  if (policy.error) return <QueryFailed error={policy.error} onRetry={() => void policy.refetch()} />;
  if (!policy.data) return <PageSpinner />;
  const p = policy.data;
  return (
    <Flex vertical gap={12} data-testid="policy-detail-page">
      <Panel
        size="small"
        title={
          <Space>
            {p.dlcstPlcyTitl}
            <Tag>{`v${p.dlcstPlcySeq}`}</Tag>
          </Space>
        }
        extra={
          <Space>
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => void navigate(`/setting/deliveryPolicyForm/${encodeURIComponent(p.dlcstPlcyCd)}`)}
              data-testid="policy-edit"
            >
              {t('form.button.edit')}
            </Button>
            <Button icon={<UnorderedListOutlined />} onClick={() => void navigate('/setting/deliveryPolicyList')}>
              {t('form.button.list')}
            </Button>
          </Space>
        }
      >
        <PolicyView p={p} />
      </Panel>
      <PolicyHistory dlcstPlcyCd={p.dlcstPlcyCd} />
    </Flex>
  );
}
