import type { TAccountReply } from '@po/contracts';
import { Descriptions, Tag } from 'antd';
import { Panel } from '@/shared/ui/panel';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/shared/format/money';

/** The company facts the mall owns: shown, never edited here (spec business §3 "Seller company"). */
export function BusinessInfo({ account: a }: { account: TAccountReply }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('setting.account.business')} size="small" data-testid="account-business">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('setting.account.supplyEntrCd')}>{a.supplyEntrCd}</Descriptions.Item>
        <Descriptions.Item label={t('setting.account.supplyEntrNm')}>{a.supplyEntrNm}</Descriptions.Item>
        <Descriptions.Item label={t('setting.account.ownerNm')}>{a.ownerNm}</Descriptions.Item>
        <Descriptions.Item label={t('setting.account.bizGb')}>{a.bizGbText}</Descriptions.Item>
        <Descriptions.Item label={t('setting.account.bizNo')}>
          <span data-testid="account-bizno">{a.bizNoText}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('setting.account.entrSts')}>
          <Tag>{a.entrStsNm}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('setting.account.bizKind')}>{[a.bizType, a.bizKind].filter(Boolean).join(' / ') || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('setting.account.phone')}>
          <span data-testid="account-phone">{a.phoneText || '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('setting.account.sellFeeRate')}>{formatPercent(a.sellFeeRate) || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('setting.account.settleDay')}>{t('setting.account.settleDayText', { day: a.settleDay })}</Descriptions.Item>
        <Descriptions.Item label={t('setting.account.address')} span={{ xs: 1, md: 2 }}>
          <span data-testid="account-address">{a.bizAddressText || '—'}</span>
        </Descriptions.Item>
      </Descriptions>
    </Panel>
  );
}
