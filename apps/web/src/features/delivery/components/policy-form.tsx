import {
  DLCST_TYPES,
  FEE_LIMITS,
  PLCY_TYPES,
  utf8ByteLength,
  ZDeliveryPolicySaveRequest,
  type TDeliveryPolicySaveRequest,
  type TDlcstType,
} from '@po/contracts';
import { Button, Col, Flex, Form, Input, Radio, Row, Switch } from 'antd';
import { DateRangePicker } from '@/shared/date/range-picker';
import { Text } from '@/shared/ui/typography';
import { Panel } from '@/shared/ui/panel';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { WonInput } from '@/shared/ui/form/won-input';
import { lockedFees, policyNameOf, toPolicyBody, type FeeField, type PolicyFormValues } from '../model/policy-form';

export interface PolicyFormProps {
  /** Prefix of the boxes' ids: the form can be open in several tabs at once (kept alive). */
  name: string;
  initial: PolicyFormValues;
  onSubmit: (body: TDeliveryPolicySaveRequest) => Promise<unknown>;
  submitLabel: string;
  pending: boolean;
  onCancel?: () => void;
}

function TitleCounter() {
  const { t } = useTranslation();
  const title = (Form.useWatch('dlcstPlcyTitl') as string | undefined) ?? '';
  const bytes = utf8ByteLength(title.trim());
  return (
    <Text type={bytes > FEE_LIMITS.titleMaxBytes ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
      {t('delivery.form.bytes', { bytes, max: FEE_LIMITS.titleMaxBytes })}
    </Text>
  );
}

/**
 * A delivery-fee policy (spec business §5): title, policy type, dates, fee type with base fee and
 * threshold, remote-area (inmn), Jeju, return and exchange fees. The contract's fee rules run before
 * sending; a fee type fixes the amounts it allows (free: none, paid: no threshold).
 */
export function PolicyForm({ name, initial, onSubmit, submitLabel, pending, onCancel }: PolicyFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PolicyFormValues>();
  const type = Form.useWatch<TDlcstType | undefined>('dlcstTypeCd', form);
  const locked = lockedFees(type);

  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  const onValuesChange = (changed: Partial<PolicyFormValues>) => {
    clearChangedErrors(form, changed);
    if (changed.dlcstTypeCd) form.setFieldsValue(lockedFees(changed.dlcstTypeCd));
  };

  const { submit, pending: submitting } = useSchemaSubmit({
    form,
    schema: ZDeliveryPolicySaveRequest,
    toBody: toPolicyBody,
    nameOf: () => policyNameOf,
    send: onSubmit,
  });

  const fee = (field: FeeField, extra?: string) => (
    <Col xs={24} sm={12} lg={8} key={field}>
      <Form.Item name={field} label={t(`dlcst.field.${field}`)} required extra={extra}>
        <WonInput step={500} suffix={t('dlcst.form.won')} disabled={field in locked} data-testid={`policy-${field}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<PolicyFormValues>
      form={form}
      name={name}
      layout="vertical"
      requiredMark
      initialValues={initial}
      onValuesChange={onValuesChange}
      data-testid="policy-form"
    >
      <Panel size="small" title={t('dlcst.form.basic')}>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item name="dlcstPlcyTitl" label={t('dlcst.field.dlcstPlcyTitl')} required extra={<TitleCounter />}>
              <Input maxLength={200} data-testid="policy-title" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="period" label={t('dlcst.field.period')} required>
              <DateRangePicker style={{ width: '100%' }} allowEmpty={[false, false]} data-testid="policy-period" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="plcyTypeCd" label={t('dlcst.field.plcyTypeCd')} required extra={t('dlcst.form.plcyTypeHelp')}>
              <Radio.Group options={Object.values(PLCY_TYPES).map((v) => ({ value: v, label: t(`dlcst.plcyType.${v}`) }))} data-testid="policy-plcy-type" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="useYn"
              label={t('dlcst.field.useYn')}
              valuePropName="checked"
              getValueProps={(v: unknown) => ({ checked: v === 'Y' })}
              normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
            >
              <Switch data-testid="policy-use" />
            </Form.Item>
          </Col>
        </Row>
      </Panel>
      <Panel size="small" title={t('dlcst.form.fees')} style={{ marginTop: 12 }}>
        <Form.Item name="dlcstTypeCd" label={t('dlcst.field.dlcstTypeCd')} required>
          <Radio.Group options={Object.values(DLCST_TYPES).map((v) => ({ value: v, label: t(`dlcst.type.${v}`) }))} data-testid="policy-type" />
        </Form.Item>
        <Row gutter={16}>
          {fee('dlcst')}
          {fee('dlcstLevyStdrAmt', t('dlcst.form.thresholdHelp'))}
          {fee('inmnDlcst')}
          {fee('jejuDlcst')}
          {fee('rtrnDlcst')}
          {fee('exchDlcst')}
        </Row>
        <Text type="secondary" style={{ fontSize: 12 }}>
          {t('dlcst.form.rules')}
        </Text>
      </Panel>
      <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
        {onCancel && <Button onClick={onCancel}>{t('form.button.cancel')}</Button>}
        <Button type="primary" onClick={() => void submit()} loading={pending || submitting} disabled={pending || submitting} data-testid="policy-save">
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}
