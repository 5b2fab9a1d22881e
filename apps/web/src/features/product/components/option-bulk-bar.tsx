import type { TYn } from '@po/contracts';
import { Button, InputNumber, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionValues } from '../model/option-edits';
import { Text } from '@/shared/ui/typography';

export interface OptionBulkBarProps {
  selectedCount: number;
  disabled: boolean;
  onApply: (patch: Partial<OptionValues>) => void;
}

/** Sets the stock and/or the sale-able flag of the chosen rows at once (the rows are then changed, not saved). */
export function OptionBulkBar({ selectedCount, disabled, onApply }: OptionBulkBarProps) {
  const { t } = useTranslation();
  const [stockQty, setStockQty] = useState<number | null>(null);
  const [saleAbleYn, setSaleAbleYn] = useState<TYn | ''>('');
  const patch: Partial<OptionValues> = { ...(stockQty === null ? {} : { stockQty }), ...(saleAbleYn === '' ? {} : { saleAbleYn }) };
  return (
    <Space wrap size={8} data-testid="option-bulk">
      <Text type="secondary" data-testid="option-bulk-count">
        {t('product.option.selected', { n: selectedCount })}
      </Text>
      <InputNumber
        min={0}
        precision={0}
        value={stockQty}
        onChange={(v) => setStockQty(v)}
        placeholder={t('product.option.bulkStock')}
        style={{ width: 130 }}
        disabled={disabled}
        data-testid="option-bulk-stock"
      />
      <Radio.Group
        optionType="button"
        size="small"
        value={saleAbleYn}
        onChange={(e) => setSaleAbleYn(e.target.value as TYn | '')}
        disabled={disabled}
        options={[
          { value: '', label: t('product.option.bulkSaleAbleKeep') },
          { value: 'Y', label: t('product.saleAble.Y') },
          { value: 'N', label: t('product.saleAble.N') },
        ]}
        data-testid="option-bulk-saleAble"
      />
      <Button disabled={disabled || selectedCount === 0 || Object.keys(patch).length === 0} onClick={() => onApply(patch)} data-testid="option-bulk-apply">
        {t('product.option.bulkApply')}
      </Button>
    </Space>
  );
}
