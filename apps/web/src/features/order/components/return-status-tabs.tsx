import { RETURN_LIST_STATUSES, type TReturnListReply } from '@po/contracts';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/money';

type Status = (typeof RETURN_LIST_STATUSES)[number];

/** The return list's tabs, one per status of spec §4 with its count under the other filters. */
export function ReturnStatusTabs({
  counts,
  value,
  onChange,
}: {
  counts: TReturnListReply['counts'] | undefined;
  value: Status;
  onChange: (s: Status) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group optionType="button" value={value} onChange={(e) => onChange(e.target.value as Status)} style={{ marginBottom: 12 }} data-testid="return-tabs">
      {RETURN_LIST_STATUSES.map((s) => (
        <Radio.Button key={s} value={s}>
          <span data-testid={`return-tab-${s}`}>{`${t(`order.claimStsCd.${s}`)} (${formatNumber(counts?.[s] ?? 0)})`}</span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
