import type { TProductOptionRow } from '@po/contracts';
import { InputNumber, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DataColumn } from '@/shared/ui/data-table';
import { Text } from '@/shared/ui/typography';
import { shownValues, type OptionEdits, type OptionValues } from '../model/option-edits';
import { ProductStatusTag } from './product-status-tag';

export interface OptionColumnsOptions {
  edits: OptionEdits;
  /** Rows the last save found changed elsewhere (read again). */
  stale: ReadonlySet<string>;
  readOnly: boolean;
  onEdit: (row: TProductOptionRow, patch: Partial<OptionValues>) => void;
}

const optionText = (r: TProductOptionRow) => [r.optionValue1, r.optionValue2].filter(Boolean).join(' / ');

/** The option grid: one row per combination, the stock typed down its column (Enter/Tab) and the sale-able switch. */
export function useOptionColumns({ edits, stale, readOnly, onEdit }: OptionColumnsOptions): DataColumn<TProductOptionRow>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'product',
      title: t('product.field.prodNm'),
      width: 240,
      render: (r) => (
        <>
          <Link to={`/product/productUpdateForm/${r.prodCd}`} onClick={(e) => e.stopPropagation()}>
            {r.prodNm}
          </Link>
          <div>
            <Text type="secondary">
              {r.prodCd} · {r.supplyProdCd}
            </Text>
          </div>
        </>
      ),
    },
    { key: 'brand', dataIndex: 'brandNm', title: t('product.field.brandNm'), width: 120, ellipsis: true },
    { key: 'option', title: t('product.field.optionValue'), width: 160, render: (r) => optionText(r) || t('product.optionType.0') },
    { key: 'enterpriseOptionCd', dataIndex: 'enterpriseOptionCd', title: t('product.field.enterpriseOptionCd'), width: 130, ellipsis: true },
    { key: 'status', title: t('product.field.prodStsCd'), width: 130, align: 'center', render: (r) => <ProductStatusTag status={r.prodStsCd} /> },
    {
      key: 'stockQty',
      title: t('product.option.stock'),
      width: 130,
      align: 'right',
      editable: true,
      render: (r) => (
        <InputNumber
          aria-label={t('product.option.stockOf', { option: `${r.prodNm} ${optionText(r)}` })}
          min={0}
          precision={0}
          value={shownValues(edits, r).stockQty}
          disabled={readOnly}
          onChange={(v) => v !== null && onEdit(r, { stockQty: v })}
          style={{ width: '100%' }}
          data-testid={`option-stock-${r.prodOptionCd}`}
        />
      ),
    },
    {
      key: 'saleAbleYn',
      title: t('product.field.saleAbleYn'),
      width: 100,
      align: 'center',
      render: (r) => (
        <Switch
          aria-label={t('product.field.saleAbleYn')}
          checked={shownValues(edits, r).saleAbleYn === 'Y'}
          disabled={readOnly}
          onChange={(on) => onEdit(r, { saleAbleYn: on ? 'Y' : 'N' })}
          data-testid={`option-saleAble-${r.prodOptionCd}`}
        />
      ),
    },
    {
      key: 'mark',
      title: '',
      width: 110,
      align: 'center',
      render: (r) =>
        stale.has(r.prodOptionCd) ? (
          <Tag color="orange" data-testid={`option-stale-${r.prodOptionCd}`}>
            {t('product.option.staleMark')}
          </Tag>
        ) : edits.has(r.prodOptionCd) ? (
          <Tag color="blue" data-testid={`option-changed-${r.prodOptionCd}`}>
            {t('product.option.changedMark')}
          </Tag>
        ) : null,
    },
  ];
}
