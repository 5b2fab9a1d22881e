import { ZConfirmStsCd, ZPriceChangeType, type TPriceChangeRow } from '@po/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/shared/ui/data-table';
import { PriceChangeOptions, PriceChangePrices, PriceChangeTypeTag } from './price-change-cells';

/** The columns the seller's list and the operator's queue show alike: the product, the type and the old → new values. */
export function usePriceChangeValueColumns<R extends TPriceChangeRow>(): DataColumn<R>[] {
  const { t } = useTranslation();
  return [
    { key: 'product', title: t('priceChange.field.prodNm'), width: 200, render: (r) => `${r.prodNm} (${r.prodCd})` },
    { key: 'type', title: t('priceChange.field.changeType'), width: 120, align: 'center', render: (r) => <PriceChangeTypeTag type={r.changeType} /> },
    { key: 'prices', title: t('priceChange.field.prodPrice'), width: 260, render: (r) => <PriceChangePrices row={r} /> },
    { key: 'options', title: t('priceChange.field.options'), width: 220, render: (r) => <PriceChangeOptions row={r} /> },
    {
      key: 'fee',
      title: t('priceChange.field.sellFeeRate'),
      width: 110,
      render: (r) => (r.oldSellFeeRate === r.newSellFeeRate ? `${r.newSellFeeRate}%` : `${r.oldSellFeeRate}% → ${r.newSellFeeRate}%`),
    },
  ];
}

/** The status and type boxes of both searches ("all" first); their test ids are `<testIdPrefix>-status` and `-type`. */
export function PriceChangeStatusTypeFilters({ testIdPrefix }: { testIdPrefix: string }) {
  const { t } = useTranslation();
  const all = { value: '', label: t('form.yn.all') };
  return (
    <>
      <Form.Item name="confirmStsCd" label={t('priceChange.field.confirmStsCd')}>
        <Select
          style={{ width: 120 }}
          options={[all, ...ZConfirmStsCd.options.map((v) => ({ value: v, label: t(`priceChange.status.${v}`) }))]}
          data-testid={`${testIdPrefix}-status`}
        />
      </Form.Item>
      <Form.Item name="changeType" label={t('priceChange.field.changeType')}>
        <Select
          style={{ width: 140 }}
          options={[all, ...ZPriceChangeType.options.map((v) => ({ value: v, label: t(`priceChange.type.${v}`) }))]}
          data-testid={`${testIdPrefix}-type`}
        />
      </Form.Item>
    </>
  );
}
