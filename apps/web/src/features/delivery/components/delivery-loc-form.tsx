import { DELIVERY_CODE_GROUPS, PHONE_LIMITS, ZDeliveryLocSaveRequest, type TDeliveryLocSaveRequest } from '@po/contracts';
import { Button, Checkbox, Col, Flex, Form, Input, Radio, Row, Select } from 'antd';
import { Text } from '@/shared/ui/typography';
import { Panel } from '@/shared/ui/panel';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeList, usePhonePrefixes } from '@/shared/code/code-list';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { AddressForm } from '@/shared/ui/address/address-form';
import { digitsOnly, PhoneFields } from '@/shared/ui/contact/phone-fields';
import { nameBytes, siteNameOf, toSiteBody, type DeliveryLocFormValues } from '../model/delivery-loc-form';

export interface DeliveryLocFormProps {
  /** Prefix of the boxes' ids: the form can be open in several tabs at once (kept alive). */
  name: string;
  initial: DeliveryLocFormValues;
  /** Sends the checked request; a rejection is shown on the form (field messages) or as a toast. */
  onSubmit: (body: TDeliveryLocSaveRequest) => Promise<unknown>;
  submitLabel: string;
  pending: boolean;
  onCancel?: () => void;
}

function NameCounter() {
  const { t } = useTranslation();
  const name = Form.useWatch('deliveryLocNm') as string | undefined;
  const c = nameBytes(name);
  return (
    <Text type={c.over ? 'danger' : 'secondary'} style={{ fontSize: 12 }} data-testid="site-name-bytes">
      {t('delivery.form.bytes', { bytes: c.bytes, max: c.max })}
    </Text>
  );
}

/**
 * The shipping-site form of register and edit (spec business §3, §5): name (50 bytes, counted live),
 * carrier, phone, shipping and return addresses through the postcode dialog, domestic or overseas.
 */
export function DeliveryLocForm({ name, initial, onSubmit, submitLabel, pending, onCancel }: DeliveryLocFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeliveryLocFormValues>();
  const carriers = useCodeList(DELIVERY_CODE_GROUPS.carrier);
  const prefixes = usePhonePrefixes('any');
  const overseas = Form.useWatch('frcnDyplYn', form) === 'Y';
  const returnSame = (Form.useWatch('returnSameYn', form) ?? initial.returnSameYn) === 'Y';

  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  const { submit, pending: submitting } = useSchemaSubmit({
    form,
    schema: ZDeliveryLocSaveRequest,
    toBody: toSiteBody,
    nameOf: (v) => siteNameOf(v.frcnDyplYn === 'Y'),
    send: onSubmit,
  });

  return (
    <Form<DeliveryLocFormValues>
      form={form}
      name={name}
      layout="vertical"
      requiredMark
      initialValues={initial}
      onValuesChange={(changed: Partial<DeliveryLocFormValues>) => clearChangedErrors(form, changed)}
      data-testid="site-form"
    >
      <Panel size="small" title={t('delivery.form.basic')}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="deliveryLocNm" label={t('delivery.field.deliveryLocNm')} required extra={<NameCounter />}>
              <Input maxLength={100} data-testid="site-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="deliveryEntrCd" label={t('delivery.field.deliveryEntrCd')} required>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={(carriers.data ?? []).map((c) => ({ value: c.code, label: c.codeNm }))}
                loading={carriers.isPending}
                placeholder={t('delivery.form.carrierPlaceholder')}
                data-testid="site-carrier"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="frcnDyplYn" label={t('delivery.field.frcnDyplYn')} required>
              <Radio.Group
                options={[
                  { value: 'N', label: t('delivery.frcn.N') },
                  { value: 'Y', label: t('delivery.frcn.Y') },
                ]}
                data-testid="site-frcn"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {overseas ? (
              <Form.Item
                name="intlPhone"
                label={t('delivery.field.phone')}
                required
                normalize={digitsOnly(PHONE_LIMITS.intlMax)}
                extra={t('delivery.form.intlPhoneHelp')}
              >
                <Input inputMode="numeric" data-testid="site-intl-phone" />
              </Form.Item>
            ) : (
              <PhoneFields
                names={['deliveryLocPhone1', 'deliveryLocPhone2', 'deliveryLocPhone3']}
                label={t('delivery.field.phone')}
                prefixes={prefixes.prefixes}
                loading={prefixes.loading}
                required
                testId="site-phone"
              />
            )}
          </Col>
        </Row>
      </Panel>
      <Row gutter={12} style={{ marginTop: 12 }}>
        <Col xs={24} lg={12}>
          <Panel size="small" title={t('delivery.form.shipping')} style={{ height: '100%' }}>
            <AddressForm
              names={{ zip: 'deliveryLocZip', addr: 'deliveryLocAddr', dtlAddr: 'deliveryLocDtlAddr' }}
              label={t('delivery.field.shippingAddress')}
              required
              testId="site-ship"
            />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel
            size="small"
            title={t('delivery.form.return')}
            style={{ height: '100%' }}
            extra={
              <Form.Item
                name="returnSameYn"
                noStyle
                valuePropName="checked"
                getValueProps={(v: unknown) => ({ checked: v !== 'N' })}
                normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
              >
                <Checkbox data-testid="site-return-same">{t('delivery.form.returnSame')}</Checkbox>
              </Form.Item>
            }
          >
            {returnSame ? (
              <Text type="secondary" data-testid="site-return-same-note">
                {t('delivery.form.returnSameNote')}
              </Text>
            ) : (
              <AddressForm
                names={{ zip: 'returnZipNo', addr: 'returnAddr', dtlAddr: 'returnDtlAddr' }}
                label={t('delivery.field.returnAddress')}
                required
                testId="site-return"
              />
            )}
          </Panel>
        </Col>
      </Row>
      <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
        {onCancel && <Button onClick={onCancel}>{t('form.button.cancel')}</Button>}
        <Button type="primary" onClick={() => void submit()} loading={pending || submitting} disabled={pending || submitting} data-testid="site-save">
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}
