import type { TConfirmStsCd, TPriceChangeRow, TPriceChangeType } from '@po/contracts';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWon } from '@/shared/format/money';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Text } from '@/shared/ui/typography';

const STATUS_COLOR: Record<TConfirmStsCd, string> = { '10': 'gold', '20': 'green', '30': 'red', '40': 'default' };
const TYPE_COLOR: Record<TPriceChangeType, string> = { P: 'blue', O: 'purple', A: 'geekblue' };

/** A request's status: requested, confirmed, rejected, withdrawn (priceChange.status). */
export function PriceChangeStatusTag({ status, testId }: { status: TConfirmStsCd; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid={testId} data-status={status}>
      {t(`priceChange.status.${status}`)}
    </Tag>
  );
}

/** Spec §3's type label: P product price, O option price, A both. */
export function PriceChangeTypeTag({ type }: { type: TPriceChangeType }) {
  const { t } = useTranslation();
  return <Tag color={TYPE_COLOR[type]}>{t(`priceChange.type.${type}`)}</Tag>;
}

/** "old → new" in won; an unchanged value shows once. */
export function OldNew({ from, to, testId }: { from: number; to: number; testId?: string }) {
  const won = (n: number) => formatWon(n, currentLanguage());
  if (from === to) return <span data-testid={testId}>{won(to)}</span>;
  return (
    <span data-testid={testId}>
      <Text type="secondary" style={{ textDecoration: 'line-through' }}>
        {won(from)}
      </Text>{' '}
      → <Text strong>{won(to)}</Text>
    </span>
  );
}

/** The prices of a request: list and selling price old → new, with the derived discount rates. */
export function PriceChangePrices({ row }: { row: TPriceChangeRow }) {
  const { t } = useTranslation();
  const id = `price-change-prices-${row.prodCd}-${row.prodPriceSeq}`;
  return (
    <Flex vertical gap={2} data-testid={id}>
      <span>
        {t('priceChange.field.listPrice')} <OldNew from={row.oldListPrice} to={row.newListPrice} />
      </span>
      <span>
        {t('priceChange.field.prodPrice')} <OldNew from={row.oldProdPrice} to={row.newProdPrice} testId={`${id}-prod`} />
      </span>
      <Text type="secondary">
        {t('priceChange.field.dcRate')} {row.oldDcRate === row.newDcRate ? `${row.newDcRate}%` : `${row.oldDcRate}% → ${row.newDcRate}%`}
      </Text>
    </Flex>
  );
}

/** The combinations a request moves, each "values: old → new". */
export function PriceChangeOptions({ row }: { row: TPriceChangeRow }) {
  const { t } = useTranslation();
  if (row.options.length === 0) return <Text type="secondary">—</Text>;
  return (
    <Flex vertical gap={2}>
      {row.options.map((o) => (
        <span key={o.prodOptionCd}>
          {[o.optionValue1, o.optionValue2].filter(Boolean).join(' / ') || t('priceChange.list.noOption')}{' '}
          <OldNew from={o.oldExtraCharge} to={o.newExtraCharge} />
        </span>
      ))}
    </Flex>
  );
}
