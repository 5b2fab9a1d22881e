import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_FORM_LIMITS, ZLoginForm } from '@po/contracts';
import { Alert, Button, Checkbox, theme } from 'antd';
// The two inputs themselves: antd's `Input` carries TextArea, Search and OTP, which the sign-in page never shows.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState, type CSSProperties, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginField, LoginFormState } from '@/features/login/model/login-form-state';
import type { LoginValues } from '@/features/login/model/use-sign-in';
import { runtimeKey } from '@/shared/i18n/runtime-key';

interface LoginFormProps {
  form: LoginFormState;
  initialValues: LoginValues;
  busy: boolean;
  error: string | null;
  onSubmit: (values: LoginValues) => void;
}

const FIELDS: readonly LoginField[] = ['loginId', 'password'];

/**
 * One labelled field laid out as antd's vertical Form.Item (label above, the message below in the error
 * colour, no jump when it appears). The sign-in form is a plain form: see `login-form-state.ts`.
 */
function FieldBox({ id, label, error, extra, children }: { id: string; label: string; error?: string; extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const below = error !== undefined || extra !== undefined;
  const line: CSSProperties = { minHeight: token.controlHeightSM, lineHeight: token.lineHeight };
  return (
    <div style={{ marginBottom: below ? 0 : token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading, lineHeight: token.lineHeight }}>
        {label}
      </label>
      {children}
      {error !== undefined && (
        <div role="alert" style={{ ...line, color: token.colorError }}>
          {error}
        </div>
      )}
      {extra !== undefined && <div style={{ ...line, color: token.colorTextDescription }}>{extra}</div>}
    </div>
  );
}

/** Id, password (with a Caps Lock hint), remember-id; Enter submits. Each field is checked by its contract rule on submit. */
export function LoginForm({ form, initialValues, busy, error, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const [capsLock, setCapsLock] = useState(false);
  const readCapsLock = (e: KeyboardEvent<HTMLInputElement>) => setCapsLock(e.getModifierState('CapsLock'));
  const { values, errors } = form;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    // The contract rule per field, read here rather than through shared/form's `schemaMessages`: that module
    // is a chunk of its own on this route (~0.5 kB gzip, with the server-field and path helpers the sign-in
    // form never uses) and the sign-in page has about 2.5 kB left of its 300 kB budget.
    const invalid = FIELDS.flatMap((name) => {
      const parsed = ZLoginForm.shape[name].safeParse(values[name] ?? '');
      return parsed.success ? [] : [{ name, errors: [t(runtimeKey(parsed.error.issues[0]?.message ?? ''))] }];
    });
    if (invalid.length) form.setFields(invalid);
    else onSubmit({ loginId: values.loginId, password: values.password, remember: values.remember });
  };

  return (
    <form onSubmit={submit} noValidate autoComplete="on">
      <FieldBox id="loginId" label={t('login.form.id')} error={errors.loginId}>
        <Input
          id="loginId"
          ref={(el) => form.inputRef('loginId')(el?.input ?? null)}
          value={values.loginId ?? ''}
          onChange={(e) => form.change('loginId', e.target.value)}
          status={errors.loginId !== undefined ? 'error' : undefined}
          disabled={busy}
          prefix={<UserOutlined aria-hidden />}
          autoComplete="username"
          maxLength={LOGIN_FORM_LIMITS.idMax}
          placeholder={t('login.form.idPlaceholder')}
          autoFocus={!initialValues.loginId}
          data-testid="login-id"
        />
      </FieldBox>
      <FieldBox
        id="password"
        label={t('login.form.password')}
        error={errors.password}
        extra={capsLock ? <span data-testid="login-capslock">{t('login.form.capsLock')}</span> : undefined}
      >
        <Password
          id="password"
          ref={(el) => form.inputRef('password')(el?.input ?? null)}
          value={values.password ?? ''}
          onChange={(e) => form.change('password', e.target.value)}
          status={errors.password !== undefined ? 'error' : undefined}
          disabled={busy}
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
      </FieldBox>
      <div style={{ marginBottom: 12 }}>
        <Checkbox checked={values.remember === true} onChange={(e) => form.change('remember', e.target.checked)} disabled={busy} data-testid="login-remember">
          {t('login.form.remember')}
        </Checkbox>
      </div>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} data-testid="login-error" />}
      <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={busy} data-testid="login-submit">
        {t('login.form.submit')}
      </Button>
    </form>
  );
}
