import { PASSWORD_LIMITS, ZDeleteSettingPhoneRequest, type TSettingPhoneRow } from '@po/contracts';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { Paragraph } from '@/shared/ui/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { checkWithSchema, showServerFieldErrors } from '@/shared/form/schema-form';
import { useDeletePhone } from '../api/delete-phone';
import { useFeedback } from '@/shared/feedback/feedback';

function DeletePhoneForm({ phone, onDone }: { phone: TSettingPhoneRow; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ passwd?: string }>();
  const remove = useDeletePhone();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const body = checkWithSchema(
      form,
      ZDeleteSettingPhoneRequest,
      { sphone: phone.sphone, passwd: (form.getFieldValue('passwd') as string | undefined) ?? '' },
      t,
    );
    if (!body) return;
    try {
      await remove.mutateAsync(body);
      void message.success(t('setting.phone.deleted'));
      onDone();
    } catch (error) {
      // "Last phone" names the phone (sphone), not a box of this form: it is shown above the buttons.
      if (!showServerFieldErrors(form, error, t)) setFormError(failureText(error, t('form.msg.failed')));
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark onValuesChange={() => form.setFields([{ name: 'passwd', errors: [] }])}>
      <Paragraph>{t('setting.phone.deleteConfirm', { phone: phone.dpSphone })}</Paragraph>
      <Form.Item name="passwd" label={t('setting.phone.password')} required extra={t('setting.phone.passwordHelp')}>
        <Input.Password
          autoFocus
          maxLength={PASSWORD_LIMITS.inputMax}
          autoComplete="current-password"
          data-testid="phone-delete-password"
          onPressEnter={() => void submit()}
        />
      </Form.Item>
      {formError && <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 12 }} data-testid="phone-delete-error" />}
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('form.button.cancel')}</Button>
        <Button danger type="primary" onClick={() => void submit()} loading={remove.isPending} data-testid="phone-delete-confirm">
          {t('form.button.delete')}
        </Button>
      </Flex>
    </Form>
  );
}

/** Removing a phone asks the password again (re-authentication). */
export function DeletePhoneModal({ phone, onClose }: { phone: TSettingPhoneRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={phone !== null} title={t('setting.phone.deleteTitle')} width={480} footer={null} onCancel={onClose} mask={{ closable: false }} destroyOnHidden>
      {phone && <DeletePhoneForm phone={phone} onDone={onClose} />}
    </Modal>
  );
}
