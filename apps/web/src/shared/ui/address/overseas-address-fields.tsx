import { KOREA_COUNTRY_CODE, OVERSEAS_ADDRESS_LIMITS as LIMITS, type TCodeItem } from '@po/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddressForm } from './address-form';

export interface OverseasAddressNames {
  country: string;
  city: string;
  zip: string;
  addr: string;
  dtlAddr: string;
}

/**
 * A company address anywhere: the country first (U200), then typed lines, city and postal code, or, for
 * Korea only, the postcode search. Changing between Korea and elsewhere clears the address, whose fields
 * mean different things on the two sides.
 */
export function OverseasAddressFields({
  names,
  countries,
  loading,
  testId,
}: {
  names: OverseasAddressNames;
  countries: TCodeItem[];
  loading: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const country = Form.useWatch(names.country, form) as string | undefined;
  const korea = country === KOREA_COUNTRY_CODE;

  const onCountry = (next: string) => {
    if ((next === KOREA_COUNTRY_CODE) === korea) return;
    form.setFieldsValue({ [names.city]: '', [names.zip]: '', [names.addr]: '', [names.dtlAddr]: '' });
  };

  return (
    <>
      <Form.Item label={t('address.country')} name={names.country} required extra={t('address.overseasHint')}>
        <Select
          style={{ maxWidth: 300 }}
          options={countries.map((c) => ({ value: c.code, label: c.codeNm, title: c.codeNm }))}
          loading={loading}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={onCountry}
          placeholder={t('address.country')}
          data-testid={`${testId}-country`}
        />
      </Form.Item>
      {korea ? (
        <AddressForm names={{ zip: names.zip, addr: names.addr, dtlAddr: names.dtlAddr }} label={t('address.address')} required testId={testId} />
      ) : (
        <>
          <Form.Item label={t('address.line1')} name={names.addr} required>
            <Input maxLength={LIMITS.line1Max} autoComplete="address-line1" data-testid={`${testId}-line1`} />
          </Form.Item>
          <Form.Item label={t('address.line2')} name={names.dtlAddr}>
            <Input maxLength={LIMITS.line2Max} autoComplete="address-line2" data-testid={`${testId}-line2`} />
          </Form.Item>
          <Form.Item label={t('address.city')} name={names.city} required>
            <Input maxLength={LIMITS.cityMax} style={{ maxWidth: 300 }} autoComplete="address-level2" data-testid={`${testId}-city`} />
          </Form.Item>
          <Form.Item label={t('address.postalCode')} name={names.zip}>
            <Input maxLength={LIMITS.zipNoMax} style={{ maxWidth: 160 }} autoComplete="postal-code" data-testid={`${testId}-postal`} />
          </Form.Item>
        </>
      )}
    </>
  );
}
