import { CONFIRM_NO_FIELDS, kcNeedsNumber, PRODUCT_LIMITS as L, ZKcGb, ZVatCd } from '@po/contracts';
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductFormValues } from '../model/product-form';

const KC_KINDS = ZKcGb.options;
const YES_NO = ['Y', 'N'] as const;
type YnField = 'giftWrapYn' | 'minorBuyYn' | 'grntSrvcGoodsYn' | 'reserveYn';

/** Dispatch days and cut-off, delivery days, KC certification, VAT, order quantities and the sale conditions. */
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
  const numbered = kcNeedsNumber(kcGb ?? '00');
  const yesNo = (name: YnField) => (
    <Col xs={12} md={6}>
      <Form.Item
        name={name}
        label={t(`product.field.${name}`)}
        tooltip={name === 'reserveYn' || name === 'grntSrvcGoodsYn' ? t(`product.help.${name}`) : undefined}
      >
        <Radio.Group optionType="button" buttonStyle="solid" size="small" data-testid={`product-${name}`}>
          {YES_NO.map((v) => (
            <Radio key={v} value={v}>
              {t(`product.yn.${v}`)}
            </Radio>
          ))}
        </Radio.Group>
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
        <Form.Item name={CONFIRM_NO_FIELDS[0]} label={t('product.field.confirmNo1')} required={numbered}>
          <Input maxLength={L.confirmNoMax} disabled={!numbered} data-testid="product-confirmNo1" />
        </Form.Item>
      </Col>
      {numbered && (
        <Col span={24}>
          <Form.Item label={t('product.field.confirmNoMore')} tooltip={t('product.help.confirmNoMore')} style={{ marginBottom: 0 }}>
            <Row gutter={8}>
              {CONFIRM_NO_FIELDS.slice(1).map((f) => (
                <Col key={f} xs={12} md={6}>
                  <Form.Item name={f}>
                    <Input maxLength={L.confirmNoMax} aria-label={`${t('product.field.confirmNoMore')} ${f.slice(-1)}`} data-testid={`product-${f}`} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Form.Item>
        </Col>
      )}
      <Col xs={12} md={6}>
        <Form.Item name="vatCd" label={t('product.field.vatCd')}>
          <Select options={ZVatCd.options.map((c) => ({ value: c, label: t(`product.vat.${c}`) }))} data-testid="product-vatCd" />
        </Form.Item>
      </Col>
      {whole('minOrdQty', false)}
      {whole('maxOrdQty', false)}
      <Col xs={0} md={6} />
      {yesNo('giftWrapYn')}
      {yesNo('minorBuyYn')}
      {yesNo('grntSrvcGoodsYn')}
      {yesNo('reserveYn')}
    </Row>
  );
}
