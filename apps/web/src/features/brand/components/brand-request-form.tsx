import { BRAND_CODE_GROUPS, BRAND_LIMITS, ZBrandRequestSaveRequest, type TBrandRequestSaveRequest } from '@po/contracts';
import { Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCodeList } from '@/shared/code/code-list';
import { useFeedback } from '@/shared/feedback/feedback';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { Panel } from '@/shared/ui/panel';
import { Text } from '@/shared/ui/typography';
import { checkBrandName } from '../api/check-brand-name';
import { toRequestBody, type RequestFormValues } from '../model/brand-form';
import { ShippingFields } from './shipping-fields';

export interface BrandRequestFormProps {
  initial: RequestFormValues;
  onSubmit: (body: TBrandRequestSaveRequest) => Promise<unknown>;
  pending: boolean;
}

/**
 * A brand request (spec business §5): every field required but the leader brand and the seller's own code.
 * Before sending, a name already registered by any seller (compared normalised) asks the seller to confirm;
 * the confirmation travels as dupConfirmYn, which the server requires for a duplicate.
 */
export function BrandRequestForm({ initial, onSubmit, pending }: BrandRequestFormProps) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const [form] = Form.useForm<RequestFormValues>();
  const mds = useCodeList(BRAND_CODE_GROUPS.chargeMd);

  const confirmDuplicate = () =>
    new Promise<boolean>((resolve) => modal.confirm({ content: t('brand.msg.duplicateConfirm'), onOk: () => resolve(true), onCancel: () => resolve(false) }));

  const { submit, pending: submitting } = useSchemaSubmit({
    form,
    schema: ZBrandRequestSaveRequest,
    toBody: (v: RequestFormValues) => toRequestBody(v),
    send: async (body) => {
      const check = await checkBrandName({ brandNm: body.brandNm, brandEnm: body.brandEnm });
      if (check.duplicateYn === 'Y' && !(await confirmDuplicate())) return;
      await onSubmit({ ...body, dupConfirmYn: check.duplicateYn });
    },
  });

  const text = (name: keyof RequestFormValues, required: boolean, max: number) => (
    <Col xs={24} lg={12}>
      <Form.Item name={name} label={t(`brand.field.${name}`)} required={required}>
        <Input maxLength={max} data-testid={`brand-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<RequestFormValues>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={initial}
      onValuesChange={(changed: Partial<RequestFormValues>) => clearChangedErrors(form, changed)}
      data-testid="brand-request-form"
    >
      <Text type="secondary">{t('brand.help.form')}</Text>
      <Panel size="small" title={t('brand.section.names')} style={{ marginTop: 12 }}>
        <Row gutter={16}>
          {text('brandNm', true, 100)}
          {text('brandEnm', true, 100)}
          {text('tbrandNm', false, 100)}
          {text('tbrandEnm', false, 100)}
          {text('partnerBrandCd', false, BRAND_LIMITS.codeMax)}
        </Row>
      </Panel>
      <Panel size="small" title={t('brand.section.shipping')} style={{ marginTop: 12 }}>
        <ShippingFields />
      </Panel>
      <Panel size="small" title={t('brand.section.request')} style={{ marginTop: 12 }}>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item name="sellFeeRate" label={t('brand.field.sellFeeRate')} required extra={t('brand.help.sellFeeRate')}>
              <Input maxLength={6} suffix="%" data-testid="brand-sellFeeRate" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="chargeMdCd" label={t('brand.field.chargeMdCd')} required>
              <Select
                options={(mds.data ?? []).map((c) => ({ value: c.code, label: c.codeNm }))}
                loading={mds.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                data-testid="brand-chargeMdCd"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="rqstReason" label={t('brand.field.rqstReason')} required>
              <Input.TextArea rows={3} maxLength={BRAND_LIMITS.reasonMax} showCount data-testid="brand-rqstReason" />
            </Form.Item>
          </Col>
        </Row>
      </Panel>
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => void submit()} loading={pending || submitting} disabled={pending || submitting} data-testid="brand-request-save">
          {t('brand.action.request')}
        </Button>
      </Flex>
    </Form>
  );
}
