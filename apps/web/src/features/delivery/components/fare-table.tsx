import { BOX_SIZES } from '@po/contracts';
import { Form } from 'antd';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { useTranslation } from 'react-i18next';
import { WonInput } from '@/shared/ui/form/won-input';
import { FARE_FIELDS, type BoxSize, type FareField } from '../model/goods-flow-form';

/** A form item that only shows its messages. */
function MessageOnly() {
  return null;
}

/** Fares per box size (XS-XL): credit/prepaid, cash on delivery, return; a size left empty is not contracted. */
export function FareTable({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const cell = (size: BoxSize, field: FareField) => (
    <Form.Item name={['fares', size, field]} style={{ marginBottom: 0 }}>
      <WonInput disabled={disabled} aria-label={`${t(`goodsFlow.box.${size}`)} ${t(`goodsFlow.field.${field}`)}`} data-testid={`gf-fare-${size}-${field}`} />
    </Form.Item>
  );
  const columns: DataColumn<{ size: BoxSize }>[] = [
    { key: 'size', title: t('goodsFlow.field.boxSize'), width: 110, render: (r) => `${t(`goodsFlow.box.${r.size}`)} (${r.size})` },
    ...FARE_FIELDS.map((field) => ({ key: field, title: t(`goodsFlow.field.${field}`), render: (r: { size: BoxSize }) => cell(r.size, field) })),
  ];
  return (
    <>
      <DataTable columns={columns} rows={BOX_SIZES.map((size) => ({ size }))} rowKey={(r) => r.size} empty={null} data-testid="gf-fares" />
      {/* Messages about the whole list ("at least one fare") have no box of their own. */}
      <Form.Item name="boxFares" style={{ marginBottom: 0 }}>
        <MessageOnly />
      </Form.Item>
    </>
  );
}
