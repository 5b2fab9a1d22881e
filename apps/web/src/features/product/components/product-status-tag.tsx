import type { TPriceChangeType, TProdStsCd } from '@po/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TProdStsCd, string> = { '20': 'red', '40': 'gold', '60': 'volcano', '70': 'default', '90': 'green' };

/** A product's status as a coloured tag (the name in the user's language). */
export function ProductStatusTag({ status, testId }: { status: TProdStsCd; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid={testId} data-status={status}>
      {t(`product.status.${status}`)}
    </Tag>
  );
}

/** The grid's price-change-type label (spec §3: P product, O option, A both) of a product with a price change open. */
export function PriceChangeTypeTag({ type }: { type: TPriceChangeType }) {
  const { t } = useTranslation();
  return (
    <Tag color="purple" bordered={false}>
      {t(`product.priceChangeType.${type}`)}
    </Tag>
  );
}
