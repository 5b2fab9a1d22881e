import { ORDER_STATUS_FILTERS, type TOrderListReply, type TOrderStatusFilter } from '@po/contracts';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/money';

const ALL = 'all';

/**
 * The order lists' status tabs with their counts in the period (every code, an empty one too): the stored
 * statuses, the delay marks and ship-today. A line may count under several (a late preparing line is 35 and 72),
 * so "all" is the server's count of lines, not the tabs' sum. `withAll` false: the status page always has one.
 */
export function OrderStatusTabs({
  reply,
  value,
  onChange,
  withAll = true,
}: {
  reply: TOrderListReply | undefined;
  value: TOrderStatusFilter | undefined;
  onChange: (status: TOrderStatusFilter | undefined) => void;
  withAll?: boolean;
}) {
  const { t } = useTranslation();
  const countOf = (cd: TOrderStatusFilter) => reply?.statusCountList.find((c) => c.statusCd === cd)?.cnt ?? 0;
  const label = (name: string, count: number) => `${name} (${formatNumber(count)})`;
  return (
    <Radio.Group
      optionType="button"
      value={value ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? undefined : (e.target.value as TOrderStatusFilter))}
      style={{ marginBottom: 12 }}
      data-testid="order-tabs"
    >
      {/* The test id on the visible text: antd puts a Radio.Button's own props on its hidden input. */}
      {withAll ? (
        <Radio.Button value={ALL}>
          <span data-testid="order-tab-all">{label(t('orderList.list.tabAll'), reply?.allCnt ?? 0)}</span>
        </Radio.Button>
      ) : null}
      {ORDER_STATUS_FILTERS.map((cd) => (
        <Radio.Button key={cd} value={cd}>
          <span data-testid={`order-tab-${cd}`}>{label(t(`order.ordDtlStsCd.${cd}`), countOf(cd))}</span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
