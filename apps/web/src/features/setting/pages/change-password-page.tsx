import { PASSWORD_LIMITS, ZSettingPasswordChangeRequest } from '@po/contracts';
import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { Panel } from '@/shared/ui/panel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { checkWithSchema, clearChangedErrors, showFieldMessages, showServerFieldErrors } from '@/shared/form/schema-form';
import { useSessionUser } from '@/shared/session/session-user';
import { useChangePassword } from '../api/change-password';
import { PasswordGuide } from '@/shared/ui/password-guide';
import { passwordMessages, type PasswordFormValues } from '../model/password-form';

/**
 * /setting/changePassword: current, new and confirmation with the guidance box. The rules run in the
 * form first; the server checks them again, keeps this session and ends the account's other sessions.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [form] = Form.useForm<PasswordFormValues>();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const submit = async () => {
    setOutcome(null);
    const v = form.getFieldsValue(true) as PasswordFormValues;
    const messages = passwordMessages(user.mgrId, v);
    if (messages.length > 0) return showFieldMessages(form, messages, t);
    const body = checkWithSchema(
      form,
      ZSettingPasswordChangeRequest,
      { passwd: v.passwd ?? '', newPasswd: v.newPasswd ?? '', newPasswdChk: v.newPasswdChk ?? '' },
      t,
    );
    if (!body) return;
    try {
      await change.mutateAsync(body);
      form.resetFields();
      setOutcome({ type: 'success', text: t('setting.password.changed') });
    } catch (error) {
      if (!showServerFieldErrors(form, error, t)) {
        const text = failureText(error, t('login.msg.changePwFail'));
        if (text) setOutcome({ type: 'error', text });
      }
    }
  };

  const passwordInput = (name: keyof PasswordFormValues, label: string, testId: string, autoComplete: string) => (
    <Form.Item name={name} label={label} required>
      <Input.Password maxLength={PASSWORD_LIMITS.inputMax} autoComplete={autoComplete} data-testid={testId} onPressEnter={() => void submit()} />
    </Form.Item>
  );

  return (
    <Panel title={t('setting.password.title')} data-testid="change-password-page">
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <Form<PasswordFormValues>
            form={form}
            layout="vertical"
            requiredMark
            onValuesChange={(changed: PasswordFormValues) => clearChangedErrors(form, changed)}
          >
            {passwordInput('passwd', t('login.password.current'), 'setting-pw-current', 'current-password')}
            {passwordInput('newPasswd', t('login.password.new'), 'setting-pw-new', 'new-password')}
            {passwordInput('newPasswdChk', t('login.password.confirm'), 'setting-pw-confirm', 'new-password')}
          </Form>
          {outcome && <Alert type={outcome.type} showIcon title={outcome.text} role="alert" style={{ marginBottom: 12 }} data-testid="setting-pw-outcome" />}
          <Button type="primary" onClick={() => void submit()} loading={change.isPending} data-testid="setting-pw-submit">
            {t('login.password.submit')}
          </Button>
        </Col>
        <Col xs={24} lg={12}>
          <PasswordGuide testId="setting-pw-guide" />
          <Alert type="info" showIcon title={t('setting.password.sessionsNote')} style={{ marginTop: 12 }} />
        </Col>
      </Row>
    </Panel>
  );
}
