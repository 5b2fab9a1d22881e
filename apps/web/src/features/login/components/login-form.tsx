import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_FORM_LIMITS, ZLoginForm } from '@po/contracts';
import { Alert, Button, Checkbox, Form, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
// The two inputs themselves: antd's `Input` carries TextArea, Search and OTP, which the sign-in page never shows.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LoginValues } from '@/features/login/model/use-sign-in';
import { runtimeKey } from '@/shared/i18n/runtime-key';

interface LoginFormProps {
  form: FormInstance<LoginValues>;
  initialValues: LoginValues;
  busy: boolean;
  error: string | null;
  onSubmit: (values: LoginValues) => void;
}

/** An antd rule running one field of the contract schema; the issue message is an i18n key. */
const schemaRule = (field: 'loginId' | 'password', translate: TFunction): Rule => ({
  validator: async (_rule, value: unknown) => {
    const parsed = ZLoginForm.shape[field].safeParse(value ?? '');
    if (!parsed.success) throw new Error(translate(runtimeKey(parsed.error.issues[0]?.message ?? '')));
  },
});

/** Id, password (with a Caps Lock hint), remember-id; Enter submits. */
export function LoginForm({ form, initialValues, busy, error, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const [capsLock, setCapsLock] = useState(false);
  const readCapsLock = (e: KeyboardEvent<HTMLInputElement>) => setCapsLock(e.getModifierState('CapsLock'));

  return (
    <Form<LoginValues> form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={onSubmit} validateTrigger="onSubmit" disabled={busy}>
      <Form.Item name="loginId" label={t('login.form.id')} rules={[schemaRule('loginId', t)]}>
        <Input
          prefix={<UserOutlined aria-hidden />}
          autoComplete="username"
          maxLength={LOGIN_FORM_LIMITS.idMax}
          placeholder={t('login.form.idPlaceholder')}
          autoFocus={!initialValues.loginId}
          data-testid="login-id"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.form.password')}
        rules={[schemaRule('password', t)]}
        extra={capsLock ? <span data-testid="login-capslock">{t('login.form.capsLock')}</span> : undefined}
      >
        <Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="current-password"
          maxLength={LOGIN_FORM_LIMITS.passwordMax}
          placeholder={t('login.form.passwordPlaceholder')}
          autoFocus={!!initialValues.loginId}
          onKeyDown={readCapsLock}
          onKeyUp={readCapsLock}
          onBlur={() => setCapsLock(false)}
          data-testid="login-password"
        />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 12 }}>
        <Checkbox data-testid="login-remember">{t('login.form.remember')}</Checkbox>
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} data-testid="login-error" />}
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="login-submit">
        {t('login.form.submit')}
      </Button>
    </Form>
  );
}
