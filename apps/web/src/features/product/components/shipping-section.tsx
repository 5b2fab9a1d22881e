import { Col, Form, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeliveryPolicies, useShippingSites } from '../api/seller-choices';

const METHODS = ['01', '02', '03'] as const;

/** Where it ships from (a site in use), what delivery costs (a policy of the seller's, or the brand's fees), how, and whether the buyer pays on delivery. */
export function ShippingSection() {
  const { t } = useTranslation();
  const sites = useShippingSites();
  const policies = useDeliveryPolicies();
  const siteOptions = (sites.data?.list ?? []).map((s) => ({ value: s.deliveryLocCd, label: `${s.deliveryLocNm} (${s.deliveryLocCd})` }));
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="deliveryLocCd"
          label={t('product.field.deliveryLocCd')}
          required
          extra={sites.data && siteOptions.length === 0 ? t('brand.help.noSites') : undefined}
        >
          <Select options={siteOptions} loading={sites.isPending} data-testid="product-deliveryLocCd" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="dlcstPlcyCd" label={t('product.field.dlcstPlcyCd')}>
          <Select
            allowClear
            placeholder={t('product.help.brandFees')}
            options={(policies.data ?? []).map((p) => ({ value: p.dlcstPlcyCd, label: `${p.dlcstPlcyTitl} (${p.dlcstPlcyCd})` }))}
            loading={policies.isPending}
            data-testid="product-dlcstPlcyCd"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="deliveryMethod" label={t('product.field.deliveryMethod')}>
          <Radio.Group>
            {METHODS.map((c) => (
              <Radio key={c} value={c}>
                {t(`product.deliveryMethod.${c}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="codYn" label={t('product.field.codYn')} tooltip={t('product.help.codYn')}>
          <Radio.Group optionType="button" buttonStyle="solid" size="small" data-testid="product-codYn">
            {(['Y', 'N'] as const).map((v) => (
              <Radio key={v} value={v}>
                {t(`product.yn.${v}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Col>
    </Row>
  );
}
