import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TNecessaryInfoReply } from '@po/contracts';
import { formatPercent } from '@/shared/format/money';

/** The company details the seller confirms (spec access §2 /Necessary), read-only. */
export function NecessaryInfoTable({ info }: { info: TNecessaryInfoReply }) {
  const { t } = useTranslation();
  const phone = [info.phone1, info.phone2, info.phone3].filter(Boolean).join('-');
  const items: DescriptionsProps['items'] = [
    { key: 'supplyEntrCd', label: t('necessary.info.supplyEntrCd'), children: info.supplyEntrCd },
    { key: 'supplyEntrNm', label: t('necessary.info.supplyEntrNm'), children: info.supplyEntrNm },
    { key: 'ownerNm', label: t('necessary.info.ownerNm'), children: info.ownerNm },
    { key: 'bizGb', label: t('necessary.info.bizGb'), children: info.bizGbText },
    { key: 'bizNo', label: t('necessary.info.bizNo'), children: info.bizNoText },
    { key: 'phone', label: t('necessary.info.phone'), children: phone || '-' },
    { key: 'sellFeeRate', label: t('necessary.info.sellFeeRate'), children: formatPercent(info.sellFeeRate) || '-' },
    { key: 'settleDay', label: t('necessary.info.settleDay'), children: t('necessary.info.settleDayValue', { day: info.settleDay }) },
  ];
  return <Descriptions title={t('necessary.info.title')} bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} data-testid="necessary-info" />;
}
