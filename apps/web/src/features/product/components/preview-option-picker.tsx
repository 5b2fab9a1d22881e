import type { TProductReviewReply } from '@po/contracts';
import { Flex, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/money';
import { Text } from '@/shared/ui/typography';

type Option = TProductReviewReply['options'][number];

/** A buyer cannot order a combination without stock or one the seller took off sale. */
export const isSoldOutOption = (o: Option) => o.stockQty <= 0 || o.saleAbleYn !== 'Y';

const labelOf = (o: Option) => [o.optionValue1, o.optionValue2].filter((v) => v !== '').join(' / ');

/**
 * The storefront's option chooser: every combination with its extra charge; sold-out ones are shown but cannot
 * be chosen. Choosing one shows what the buyer would pay for it.
 */
export function PreviewOptionPicker({ product }: { product: TProductReviewReply }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  if (product.optionType === '0') return <Text type="secondary">{t('productReview.preview.noOptions')}</Text>;
  const axes = [product.optionNm1, product.optionNm2].filter((n) => n !== '').join(' / ');
  const picked = product.options.find((o) => o.prodOptionCd === chosen);
  const charge = (o: Option) =>
    o.extraCharge > 0
      ? t('productReview.preview.extra', { amount: formatNumber(o.extraCharge) })
      : o.extraCharge < 0
        ? t('productReview.preview.discountExtra', { amount: formatNumber(-o.extraCharge) })
        : '';

  return (
    <Flex vertical gap={8} data-testid="preview-options">
      <Text strong>{t('productReview.preview.chooseOption', { name: axes })}</Text>
      <Radio.Group value={chosen} onChange={(e) => setChosen(String(e.target.value))} optionType="button">
        <Flex wrap gap={6}>
          {product.options.map((o) => {
            const soldOut = isSoldOutOption(o);
            return (
              <Radio.Button key={o.prodOptionCd} value={o.prodOptionCd} disabled={soldOut} data-testid={`preview-option-${o.prodOptionCd}`}>
                {labelOf(o)}
                {charge(o) && ` (${charge(o)})`}
                {soldOut && ` · ${t('productReview.preview.soldOut')}`}
              </Radio.Button>
            );
          })}
        </Flex>
      </Radio.Group>
      {picked && (
        <Flex vertical data-testid="preview-option-chosen">
          <Text>{t('productReview.preview.selected', { option: labelOf(picked) })}</Text>
          <Text strong>{t('productReview.preview.selectedPrice', { amount: formatNumber(product.prodPrice + picked.extraCharge) })}</Text>
        </Flex>
      )}
    </Flex>
  );
}
