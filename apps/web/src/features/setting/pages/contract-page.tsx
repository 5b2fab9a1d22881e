import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import type { TContractReply, TYn } from '@po/contracts';
import { Descriptions, Flex, Tabs, Tag } from 'antd';
import { Panel } from '@/shared/ui/panel';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { formatPercent } from '@/shared/format/money';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { TermsDocument, TERMS_DOCUMENTS } from '@/shared/ui/terms-document';
import { useContract } from '../api/contract';

function AgreedTag({ yn, testId }: { yn: TYn; testId: string }) {
  const { t } = useTranslation();
  return yn === 'Y' ? (
    <Tag color="green" icon={<CheckCircleFilled />} data-testid={testId}>
      {t('setting.contract.agreed')}
    </Tag>
  ) : (
    <Tag icon={<MinusCircleOutlined />} data-testid={testId}>
      {t('setting.contract.notAgreed')}
    </Tag>
  );
}

function ContractSummary({ c }: { c: TContractReply }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('setting.contract.summary')} size="small">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('setting.account.supplyEntrNm')}>
          {c.supplyEntrNm} ({c.supplyEntrCd})
        </Descriptions.Item>
        <Descriptions.Item label={t('setting.account.ownerNm')}>{c.ownerNm}</Descriptions.Item>
        <Descriptions.Item label={t('setting.account.bizNo')}>{c.bizNoText}</Descriptions.Item>
        <Descriptions.Item label={t('setting.account.sellFeeRate')}>{formatPercent(c.sellFeeRate) || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('setting.account.settleDay')}>{t('setting.account.settleDayText', { day: c.settleDay })}</Descriptions.Item>
        <Descriptions.Item label={t('setting.contract.period')}>
          <span data-testid="contract-period">
            {formatDate(c.contractStrtDt)} ~ {formatDate(c.contractEndDt)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('setting.contract.renewal')} span={{ xs: 1, md: 2 }}>
          {t('setting.contract.renewalText', { months: c.refuseNoticeMonths })}
        </Descriptions.Item>
        <Descriptions.Item label={t('setting.contract.sellFeeRateConfirm')}>
          <AgreedTag yn={c.sellFeeRateConfirmYn} testId="contract-fee-confirm" />
        </Descriptions.Item>
        <Descriptions.Item label={t('setting.contract.sellerTerms', { date: c.sellerTermsRevisedDt })}>
          <AgreedTag yn={c.agreeYn} testId="contract-terms" />
        </Descriptions.Item>
        <Descriptions.Item label={t('setting.contract.guarantee', { date: c.guaranteeEffectiveDt })}>
          <AgreedTag yn={c.agreeGenuineYn} testId="contract-genuine" />
        </Descriptions.Item>
        <Descriptions.Item label={t('setting.contract.guaranteeService')}>
          <AgreedTag yn={c.grntSrvcAgrmYn} testId="contract-grnt" />
        </Descriptions.Item>
        <Descriptions.Item label={t('setting.contract.agreedAt')} span={{ xs: 1, md: 2 }}>
          {c.agreedAt ? formatDateTime(c.agreedAt) : t('setting.contract.never')}
        </Descriptions.Item>
      </Descriptions>
    </Panel>
  );
}

/** /setting/contract: the seller's agreements and the three documents of business §9, each printable. */
export function ContractPage() {
  const { t } = useTranslation();
  const contract = useContract();
  if (contract.error) return <QueryFailed error={contract.error} onRetry={() => void contract.refetch()} />;
  if (!contract.data) return <PageSpinner />;
  return (
    <Flex vertical gap={12} data-testid="contract-page">
      <ContractSummary c={contract.data} />
      <Panel size="small">
        <Tabs
          items={TERMS_DOCUMENTS.map((id) => ({
            key: id,
            label: t(`setting.contract.doc.${id}`),
            children: <TermsDocument id={id} printable maxHeight={560} />,
          }))}
        />
      </Panel>
    </Flex>
  );
}
