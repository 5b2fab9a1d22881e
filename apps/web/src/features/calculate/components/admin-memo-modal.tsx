import { SETTLEMENT_LIMITS, ZReleaseHoldRequest } from '@po/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';

interface Values {
  releaseMemo?: string;
}

/** The release of a hold: why it ends early (kept on the hold; the next run writes the RELEASE row). */
export function AdminMemoModal(p: { open: boolean; title: string; onOk: (releaseMemo: string) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { submit, pending } = useSchemaSubmit({
    form,
    schema: ZReleaseHoldRequest,
    toBody: (v: Values) => ({ releaseMemo: v.releaseMemo ?? '' }),
    send: (body) => p.onOk(body.releaseMemo),
  });
  return (
    <Modal
      open={p.open}
      title={p.title}
      okText={t('calculateAdmin.hold.release')}
      okButtonProps={{ loading: pending, ...({ 'data-testid': 'hold-release-ok' } as object) }}
      onOk={() => void submit()}
      onCancel={p.onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" requiredMark preserve={false} onValuesChange={(c: Values) => clearChangedErrors(form, c)}>
        <Form.Item name="releaseMemo" label={t('calculateAdmin.field.releaseMemo')} required>
          <Input.TextArea rows={4} maxLength={SETTLEMENT_LIMITS.reasonMaxLength} showCount data-testid="hold-release-memo" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
