import { ZBrandSettingsSaveRequest, type TBrandSettingsSaveRequest } from '@po/contracts';
import { Button, Flex, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { toSettingsBody, type SettingsFormValues } from '../model/brand-form';
import { ShippingFields } from './shipping-fields';

export interface BrandSettingsFormProps {
  initial: SettingsFormValues;
  onSubmit: (body: TBrandSettingsSaveRequest) => Promise<unknown>;
  onCancel: () => void;
}

/** An approved brand's settings (brandUpdateForm): shipping site, fees, threshold, Jeju/island, return/exchange, use flag. */
export function BrandSettingsForm({ initial, onSubmit, onCancel }: BrandSettingsFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SettingsFormValues>();
  const { submit, pending } = useSchemaSubmit({ form, schema: ZBrandSettingsSaveRequest, toBody: toSettingsBody, send: onSubmit });
  return (
    <Form<SettingsFormValues>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={initial}
      onValuesChange={(changed: Partial<SettingsFormValues>) => clearChangedErrors(form, changed)}
      data-testid="brand-settings-form"
    >
      <ShippingFields />
      <Form.Item
        name="useYn"
        label={t('brand.field.useYn')}
        valuePropName="checked"
        getValueProps={(v: unknown) => ({ checked: v === 'Y' })}
        normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
      >
        <Switch data-testid="brand-use" />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>{t('form.button.cancel')}</Button>
        <Button type="primary" onClick={() => void submit()} loading={pending} disabled={pending} data-testid="brand-settings-save">
          {t('brand.action.save')}
        </Button>
      </Flex>
    </Form>
  );
}
