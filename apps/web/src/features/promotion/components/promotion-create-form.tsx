import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PROMOTION_LIMITS, PROM_DC_TYPES, PROM_DIVISIONS, ZPromotionCreateRequest, type TPromotionCreateRequest } from '@po/contracts';
import { Button, Flex, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DateRangePicker } from '@/shared/date/range-picker';
import { useFeedback } from '@/shared/feedback/feedback';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { WonInput } from '@/shared/ui/form/won-input';
import { Panel } from '@/shared/ui/panel';
import { Text } from '@/shared/ui/typography';
import { useCreatePromotion } from '../api/promotion-admin';
import {
  BLANK_PROMOTION,
  BLANK_TARGET,
  addPastedTargets,
  promotionNameOf,
  toPromotionBody,
  type PromotionFormValues,
  type TargetRow,
} from '../model/promotion-form';

const PasteTargetsDialog = lazyDialog(
  () => import('./paste-targets-dialog').then((m) => m.PasteTargetsDialog),
  (p) => p.open,
);

/** Shows the message of the targets as a whole (none, too many) under the rows; holds no value itself. */
const Note = () => null;

/** The operator's new promotion: checked with the create call's schema, the server's refusals shown per field and row. */
export function PromotionCreateForm({ viewOnly }: { viewOnly: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [form] = Form.useForm<PromotionFormValues>();
  const create = useCreatePromotion();
  const [pasting, setPasting] = useState(false);
  const dcTypeCd = Form.useWatch('dcTypeCd', form) ?? BLANK_PROMOTION.dcTypeCd;
  const targetCount = (Form.useWatch('targets', form) ?? []).length;

  const { submit, pending } = useSchemaSubmit({
    form,
    schema: ZPromotionCreateRequest,
    toBody: toPromotionBody,
    nameOf: () => promotionNameOf,
    send: async (body: TPromotionCreateRequest) => {
      const reply = await create.mutateAsync(body);
      void message.success(t('promotionAdmin.msg.created'));
      void navigate(`/admin/promotionForm/${reply.promCd}`);
    },
  });

  const addPasted = (supplyEntrCd: string, codes: string) => {
    const { rows, added } = addPastedTargets((form.getFieldValue('targets') as TargetRow[] | undefined) ?? [], supplyEntrCd, codes);
    form.setFieldValue('targets', rows.length > 0 ? rows : [{ ...BLANK_TARGET }]);
    void message.success(t('promotionAdmin.paste.added', { count: added }));
    setPasting(false);
  };

  return (
    <Panel title={t('promotionAdmin.formTitle.create')} data-testid="promotion-create-form">
      <Form<PromotionFormValues>
        form={form}
        layout="vertical"
        initialValues={BLANK_PROMOTION}
        disabled={viewOnly}
        onValuesChange={(changed: object) => clearChangedErrors(form, changed)}
        onFinish={() => void submit()}
      >
        <Flex gap={16} wrap>
          <Form.Item name="promNm" label={t('promotionAdmin.field.promNm')} required style={{ minWidth: 320, flex: 1 }}>
            <Input maxLength={PROMOTION_LIMITS.promNmMax} showCount data-testid="promotion-form-promNm" />
          </Form.Item>
          <Form.Item name="promDivision" label={t('promotionAdmin.field.promDivision')} required>
            <Select
              style={{ width: 160 }}
              options={PROM_DIVISIONS.map((d) => ({ value: d, label: t(`promotion.division.${d}`) }))}
              data-testid="promotion-form-promDivision"
            />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item name="reqPeriod" label={t('promotionAdmin.field.reqPeriod')} required>
            <DateRangePicker allowEmpty={[false, false]} data-testid="promotion-form-reqPeriod" />
          </Form.Item>
          <Form.Item name="progPeriod" label={t('promotionAdmin.field.progPeriod')} required>
            <DateRangePicker allowEmpty={[false, false]} data-testid="promotion-form-progPeriod" />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item name="dcTypeCd" label={t('promotionAdmin.field.dcTypeCd')} required>
            <Radio.Group
              optionType="button"
              options={PROM_DC_TYPES.map((d) => ({ value: d, label: t(`promotionAdmin.dcType.${d}`) }))}
              data-testid="promotion-form-dcTypeCd"
            />
          </Form.Item>
          {dcTypeCd !== 'PRICE' && (
            <Form.Item name="dcValue" label={t('promotionAdmin.field.dcValue')} required>
              {dcTypeCd === 'RATE' ? (
                <InputNumber<number> min={0} max={100} precision={0} suffix="%" style={{ width: 160 }} data-testid="promotion-form-dcValue" />
              ) : (
                <WonInput suffix={t('promotionAdmin.won')} style={{ width: 160 }} data-testid="promotion-form-dcValue" />
              )}
            </Form.Item>
          )}
          <Form.Item name="bearer" label={t('promotionAdmin.field.bearer')} required>
            <Radio.Group
              optionType="button"
              options={(['SELLER', 'MALL'] as const).map((b) => ({ value: b, label: t(`promotion.bearer.${b}`) }))}
              data-testid="promotion-form-bearer"
            />
          </Form.Item>
        </Flex>
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Text strong>
            {t('promotionAdmin.field.targets')} <Text type="secondary">{t('promotionAdmin.targetCount', { count: targetCount })}</Text>
          </Text>
          <Button icon={<PlusOutlined />} onClick={() => setPasting(true)} data-testid="promotion-form-paste">
            {t('promotionAdmin.button.paste')}
          </Button>
        </Flex>
        <Form.List name="targets">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="start" data-testid={`promotion-target-${field.name}`}>
                  <Form.Item name={[field.name, 'supplyEntrCd']} style={{ marginBottom: 8 }}>
                    <Input
                      placeholder={t('promotionAdmin.field.supplyEntrCd')}
                      maxLength={20}
                      style={{ width: 160 }}
                      data-testid={`promotion-target-seller-${field.name}`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'prodCd']} style={{ marginBottom: 8 }}>
                    <Input
                      placeholder={t('promotionAdmin.field.prodCd')}
                      maxLength={30}
                      style={{ width: 200 }}
                      data-testid={`promotion-target-prod-${field.name}`}
                    />
                  </Form.Item>
                  {dcTypeCd === 'PRICE' && (
                    <Form.Item name={[field.name, 'promPrice']} style={{ marginBottom: 8 }}>
                      <WonInput
                        suffix={t('promotionAdmin.won')}
                        placeholder={t('promotionAdmin.field.promPrice')}
                        style={{ width: 160 }}
                        data-testid={`promotion-target-price-${field.name}`}
                      />
                    </Form.Item>
                  )}
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('promotionAdmin.button.removeRow')}
                    onClick={() => remove(field.name)}
                    disabled={viewOnly || fields.length === 1}
                    data-testid={`promotion-target-remove-${field.name}`}
                  />
                </Flex>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ ...BLANK_TARGET })}
                disabled={viewOnly || fields.length >= PROMOTION_LIMITS.targetsMax}
                data-testid="promotion-form-addRow"
              >
                {t('promotionAdmin.button.addRow')}
              </Button>
            </>
          )}
        </Form.List>
        {/* Outside the list: an item inside Form.List is named under the list. */}
        <Form.Item name="targetsNote" style={{ marginBottom: 8 }}>
          <Note />
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button disabled={false} onClick={() => void navigate('/admin/promotionList')} data-testid="promotion-form-back">
            {t('promotionAdmin.button.cancel')}
          </Button>
          {!viewOnly && (
            <Button type="primary" htmlType="submit" loading={pending} data-testid="promotion-form-save">
              {t('promotionAdmin.button.save')}
            </Button>
          )}
        </Flex>
      </Form>
      <PasteTargetsDialog open={pasting} onAdd={addPasted} onClose={() => setPasting(false)} />
    </Panel>
  );
}
