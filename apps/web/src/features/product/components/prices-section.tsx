import { discountRate, type TBrandRow } from '@po/contracts';
import { Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { WonInput } from '@/shared/ui/form/won-input';
import { Text } from '@/shared/ui/typography';
import type { ProductFormValues } from '../model/product-form';
import { useFormLocks } from './product-form-locks';

/** List and selling price; the discount rate follows them (derived, never typed), the commission comes from the brand. */
export function PricesSection({ brand }: { brand: TBrandRow | undefined }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ProductFormValues>();
  const locks = useFormLocks();
  // A stored product shows the commission it was saved with until another brand is chosen (before approval).
  const fee = locks.savedFee && (!brand || brand.brandCd === locks.savedFee.brandCd) ? locks.savedFee.sellFeeRate : brand?.sellFeeRate;
  const priceLock = locks.prices ? { disabled: true } : {};
  const listPrice = Form.useWatch('listPrice', form);
  const prodPrice = Form.useWatch('prodPrice', form);
  const dcRate = typeof listPrice === 'number' && typeof prodPrice === 'number' ? discountRate(listPrice, prodPrice) : null;
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="listPrice" label={t('product.field.listPrice')} required extra={locks.prices ? locks.notes.prices : undefined}>
          <WonInput {...priceLock} step={1000} suffix={t('dlcst.form.won')} data-testid="product-listPrice" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="prodPrice" label={t('product.field.prodPrice')} required>
          <WonInput {...priceLock} step={1000} suffix={t('dlcst.form.won')} data-testid="product-prodPrice" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={t('product.field.dcRate')} extra={t('product.help.dcRate')}>
          <Text strong data-testid="product-dcRate" aria-live="polite">
            {dcRate === null ? '—' : `${dcRate}%`}
          </Text>
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={t('product.field.sellFeeRate')} extra={fee !== undefined ? t('product.help.sellFeeRate') : t('product.help.sellFeeRateNone')}>
          <Text data-testid="product-sellFeeRate">{fee !== undefined ? `${fee}%` : '—'}</Text>
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="pointRate" label={t('product.field.pointRate')}>
          <InputNumber<number> step={0.5} precision={2} suffix="%" style={{ width: '100%' }} data-testid="product-pointRate" />
        </Form.Item>
      </Col>
    </Row>
  );
}
