import { CODE_GROUPS, TRAVEL_CONTINENTS, TRAVEL_GRADES, TRAVEL_LIMITS, type TBrandRow } from '@po/contracts';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCodeList } from '@/shared/code/code-list';
import { WonInput } from '@/shared/ui/form/won-input';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Name, codes, brand, where the property is and its grade, check-in/out times and the representative prices. */
export function BasicsSection({ brands, pricesLocked }: { brands: readonly TBrandRow[]; pricesLocked?: boolean }) {
  const { t } = useTranslation();
  const countries = useCodeList(CODE_GROUPS.country);
  const time = { pattern: TIME, message: t('travelProduct.msg.timeInvalid') };
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="prodNm"
          label={t('travelProduct.field.prodNm')}
          required
          rules={[{ required: true, whitespace: true, message: t('travelProduct.msg.prodNmRequired') }]}
        >
          <Input maxLength={TRAVEL_LIMITS.prodNmMax} showCount data-testid="travel-prodNm" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="supplyProdCd"
          label={t('travelProduct.field.supplyProdCd')}
          required
          rules={[{ required: true, whitespace: true, message: t('travelProduct.msg.supplyProdCdRequired') }]}
        >
          <Input maxLength={30} data-testid="travel-supplyProdCd" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="brandCd" label={t('travelProduct.field.brand')} required rules={[{ required: true, message: t('travelProduct.msg.brandRequired') }]}>
          <Select options={brands.map((b) => ({ value: b.brandCd, label: b.brandNm }))} showSearch={{ optionFilterProp: 'label' }} data-testid="travel-brand" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="continentCd"
          label={t('travelProduct.field.continent')}
          required
          rules={[{ required: true, message: t('travelProduct.msg.continentRequired') }]}
        >
          <Select options={TRAVEL_CONTINENTS.map((c) => ({ value: c, label: t(`travelProduct.continent.${c}`) }))} data-testid="travel-continent" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="nationCd"
          label={t('travelProduct.field.nation')}
          required
          rules={[{ required: true, message: t('travelProduct.msg.nationRequired') }]}
        >
          <Select
            options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.codeNm }))}
            loading={countries.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="travel-nation"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="gradeCd" label={t('travelProduct.field.grade')} required rules={[{ required: true, message: t('travelProduct.msg.gradeRequired') }]}>
          <Select options={TRAVEL_GRADES.map((g) => ({ value: g, label: t(`travelProduct.grade.${g}`) }))} data-testid="travel-grade" />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="checkInTm" label={t('travelProduct.field.checkInTm')} required rules={[time]}>
          <Input placeholder="15:00" maxLength={5} data-testid="travel-checkInTm" />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="checkOutTm" label={t('travelProduct.field.checkOutTm')} required rules={[time]}>
          <Input placeholder="11:00" maxLength={5} data-testid="travel-checkOutTm" />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="listPrice" label={t('travelProduct.field.listPrice')} required extra={pricesLocked ? t('travelProduct.help.pricesLocked') : undefined}>
          <WonInput disabled={pricesLocked} data-testid="travel-listPrice" />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="prodPrice" label={t('travelProduct.field.prodPrice')} required>
          <WonInput disabled={pricesLocked} data-testid="travel-prodPrice" />
        </Form.Item>
      </Col>
    </Row>
  );
}
