import { OPTION_LIMITS } from '@po/contracts';
import { Alert, Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { syncOptionRows } from '../model/option-rows';
import type { ProductFormValues } from '../model/product-form';
import { OptionGrid } from './option-grid';
import { OptionValuesInput } from './option-values-input';
import { useFormLocks } from './product-form-locks';

/**
 * Options and stock: none (one row, the product itself), one axis or two (the seller names the axes and
 * types their values); the grid of every combination follows the values and keeps what was typed on it.
 */
export function OptionSection({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ProductFormValues>();
  const optionType = Form.useWatch('optionType', form) ?? '0';
  const axes = Number(optionType);
  // An approved product keeps its stored combinations: their values stay and the option type is fixed.
  const locks = useFormLocks();
  const fixed = (n: 1 | 2) => (locks.keepOptions ? locks.storedValues?.[n] : undefined);

  // Form.Item has stored the new value when it calls the control's own onChange: the grid follows at once.
  const regenerate = () => {
    // getFieldValue reads the store: getFieldsValue(names) would drop the fields not mounted (an axis not shown).
    const read = <K extends keyof ProductFormValues>(k: K) => form.getFieldValue(k) as ProductFormValues[K] | undefined;
    const rows = syncOptionRows(read('optionType') ?? '0', read('optionValues1') ?? [], read('optionValues2') ?? [], read('options') ?? []);
    form.setFieldValue('options', rows);
  };

  const axis = (n: 1 | 2) => (
    <>
      <Col xs={24} md={8}>
        <Form.Item name={`optionNm${n}`} label={t(`product.field.optionNm${n}`)} required>
          <Input maxLength={OPTION_LIMITS.nameMax} data-testid={`product-optionNm${n}`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name={`optionValues${n}`} label={t(`product.field.optionValues${n}`)} required>
          <OptionValuesInput onChange={regenerate} disabled={disabled} fixed={fixed(n)} data-testid={`product-optionValues${n}`} />
        </Form.Item>
      </Col>
    </>
  );

  return (
    <>
      {locks.keepOptions && locks.notes.options && (
        <Alert type="info" showIcon title={locks.notes.options} style={{ marginBottom: 12 }} data-testid="product-options-locked" />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="optionType" label={t('product.field.optionType')} required>
            <Radio.Group onChange={regenerate} disabled={locks.keepOptions || undefined} data-testid="product-optionType">
              {(['0', '1', '2'] as const).map((c) => (
                <Radio key={c} value={c} data-testid={`product-optionType-${c}`}>
                  {t(`product.optionType.${c}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="optnStpMthdCd" label={t('product.field.optnStpMthdCd')}>
            <Radio.Group>
              {(['01', '02'] as const).map((c) => (
                <Radio key={c} value={c}>
                  {t(`product.optnStpMthd.${c}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </Col>
        {axes >= 1 && axis(1)}
        {axes >= 2 && axis(2)}
      </Row>
      <OptionGrid optionType={optionType} disabled={disabled} />
    </>
  );
}
