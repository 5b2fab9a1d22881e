import { CONFIRM_NO_FIELDS, kcNeedsNumber, PRODUCT_LIMITS as L, ZKcGb } from '@po/contracts';
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductFormValues } from '../model/product-form';

const KC_KINDS = ZKcGb.options;

/** Dispatch days and cut-off, delivery days, KC certification and order quantities. */
export function SaleSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ProductFormValues>();
  const giOptnCd = Form.useWatch('giOptnCd', form);
  const kcGb = Form.useWatch('kcGb', form);
  const whole = (name: 'giDd' | 'ltDcnt' | 'giHr' | 'minOrdQty' | 'maxOrdQty', required: boolean, suffix?: string) => (
    <Col xs={12} md={6}>
      <Form.Item name={name} label={t(`product.field.${name}`)} required={required}>
        <InputNumber<number> precision={0} suffix={suffix} style={{ width: '100%' }} data-testid={`product-${name}`} />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      {whole('giDd', true, t('product.help.days'))}
      {whole('ltDcnt', true, t('product.help.days'))}
      <Col xs={12} md={6}>
        <Form.Item name="giOptnCd" label={t('product.field.giOptnCd')}>
          <Radio.Group>
            {(['00', '01'] as const).map((c) => (
              <Radio key={c} value={c}>
                {t(`product.giOptn.${c}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Col>
      {giOptnCd === '01' ? whole('giHr', true, t('product.help.hour')) : <Col xs={12} md={6} />}
      <Col xs={24} md={12}>
        <Form.Item name="kcGb" label={t('product.field.kcGb')}>
          <Select options={KC_KINDS.map((c) => ({ value: c, label: t(`product.kc.${c}`) }))} data-testid="product-kcGb" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={CONFIRM_NO_FIELDS[0]} label={t('product.field.confirmNo1')} required={kcNeedsNumber(kcGb ?? '00')}>
          <Input maxLength={L.confirmNoMax} disabled={!kcNeedsNumber(kcGb ?? '00')} data-testid="product-confirmNo1" />
        </Form.Item>
      </Col>
      {whole('minOrdQty', false)}
      {whole('maxOrdQty', false)}
    </Row>
  );
}
