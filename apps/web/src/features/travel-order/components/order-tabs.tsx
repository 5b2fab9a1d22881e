import { TRAVEL_ORDER_STATUSES, type TTravelOrderListReply, type TTravelOrderStsCd } from '@po/contracts';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/money';

const ALL = 'all';

/** The status tabs with the server's exact count of every status in the period (an empty one too). */
export function TravelOrderTabs(p: {
  reply: TTravelOrderListReply | undefined;
  value: TTravelOrderStsCd | undefined;
  onChange: (status: TTravelOrderStsCd | undefined) => void;
  withAll?: boolean;
}) {
  const { t } = useTranslation();
  const countOf = (cd: TTravelOrderStsCd) => p.reply?.statusCountList.find((c) => c.statusCd === cd)?.cnt ?? 0;
  const label = (name: string, count: number) => `${name} (${formatNumber(count)})`;
  return (
    <Radio.Group
      optionType="button"
      value={p.value ?? ALL}
      onChange={(e) => p.onChange(e.target.value === ALL ? undefined : (e.target.value as TTravelOrderStsCd))}
      style={{ marginBottom: 12 }}
      data-testid="torder-tabs"
    >
      {/* The test id on the visible text: antd puts a Radio.Button's own props on its hidden input. */}
      {p.withAll !== false ? (
        <Radio.Button value={ALL}>
          <span data-testid="torder-tab-all">{label(t('travelOrder.list.tabAll'), p.reply?.allCnt ?? 0)}</span>
        </Radio.Button>
      ) : null}
      {TRAVEL_ORDER_STATUSES.map((cd) => (
        <Radio.Button key={cd} value={cd}>
          <span data-testid={`torder-tab-${cd}`}>{label(t(`travelOrder.rsvStsCd.${cd}`), countOf(cd))}</span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
