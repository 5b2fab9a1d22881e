import { ZSaveExchangeRateRequest } from '@po/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { useSaveExchangeRate } from '../api/admin-exchange-rates';

interface Values {
  rateDt?: string;
  rate?: string;
}

/** One day's USD reference rate (KRW per dollar, up to 4 decimals): entered, or corrected until a fixed month used it. */
export function AdminRateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSaveExchangeRate();
  const { submit, pending } = useSchemaSubmit({
    form,
    schema: ZSaveExchangeRateRequest,
    toBody: (v: Values) => ({ currency: 'USD', rateDt: v.rateDt || undefined, rate: v.rate ?? '' }),
    send: async (body) => {
      await save.mutateAsync(body);
      void message.success(t('calculateAdmin.rate.saved'));
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('calculateAdmin.rate.addTitle')}
      okText={t('calculateAdmin.rate.add')}
      okButtonProps={{ loading: pending, ...({ 'data-testid': 'rate-save' } as object) }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" requiredMark preserve={false} onValuesChange={(c: Values) => clearChangedErrors(form, c)}>
        <Form.Item label={t('calculateAdmin.field.currency')}>
          <Input value="USD" disabled style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="rateDt" label={t('calculateAdmin.field.rateDt')} required>
          <Input type="date" style={{ width: 200 }} data-testid="rate-day" />
        </Form.Item>
        <Form.Item name="rate" label={t('calculateAdmin.field.rate')} required>
          <Input inputMode="decimal" maxLength={13} style={{ width: 200 }} data-testid="rate-value" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
