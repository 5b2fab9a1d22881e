import { PROD_STATUSES, type TProdStsCd, type TProductListReply } from '@po/contracts';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/money';

const ALL = 'all';

/**
 * The supply list's status tabs with their counts (every status, an empty one too). The counts are the
 * server's under the other filters, so picking a tab does not change them.
 */
export function StatusTabs({
  counts,
  value,
  onChange,
}: {
  counts: TProductListReply['statusCountList'] | undefined;
  value: TProdStsCd | undefined;
  onChange: (status: TProdStsCd | undefined) => void;
}) {
  const { t } = useTranslation();
  const countOf = (cd: TProdStsCd) => counts?.find((c) => c.prodStsCd === cd)?.cnt ?? 0;
  const total = PROD_STATUSES.reduce((sum, cd) => sum + countOf(cd), 0);
  const label = (name: string, count: number) => `${name} (${formatNumber(count)})`;
  return (
    <Radio.Group
      optionType="button"
      value={value ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? undefined : (e.target.value as TProdStsCd))}
      style={{ marginBottom: 12 }}
      data-testid="product-tabs"
    >
      {/* The test id on the visible text: antd puts a Radio.Button's own props on its hidden input. */}
      <Radio.Button value={ALL}>
        <span data-testid="product-tab-all">{label(t('product.list.tabAll'), total)}</span>
      </Radio.Button>
      {PROD_STATUSES.map((cd) => (
        <Radio.Button key={cd} value={cd}>
          <span data-testid={`product-tab-${cd}`}>{label(t(`product.status.${cd}`), countOf(cd))}</span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
