import { Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { WonInput } from '@/shared/ui/form/won-input';
import { useShippingSites } from '../api/shipping-sites';
import { FEE_FIELDS } from '../model/brand-form';

/** The brand's shipping site (the seller's own, in use) and its six amounts, in won, never clamped. */
export function ShippingFields() {
  const { t } = useTranslation();
  const sites = useShippingSites();
  const options = (sites.data?.list ?? []).map((s) => ({ value: s.deliveryLocCd, label: `${s.deliveryLocNm} (${s.deliveryLocCd})` }));
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Form.Item
          name="deliveryLocCd"
          label={t('brand.field.deliveryLocCd')}
          required
          extra={sites.data && options.length === 0 ? t('brand.help.noSites') : undefined}
        >
          <Select options={options} loading={sites.isPending} data-testid="brand-site" />
        </Form.Item>
      </Col>
      <Col xs={0} lg={12} />
      {FEE_FIELDS.map((f) => (
        <Col xs={24} sm={12} lg={8} key={f}>
          <Form.Item name={f} label={t(`brand.field.${f}`)} required>
            <WonInput step={500} suffix={t('dlcst.form.won')} data-testid={`brand-${f}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
