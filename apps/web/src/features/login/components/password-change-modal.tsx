import { checkPasswordChange, PASSWORD_LIMITS, PASSWORD_RULE_MESSAGE_KEYS, type TPasswordField } from '@po/contracts';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { Paragraph } from '@/shared/ui/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { putNewPasswordChange, putPasswordChangeNext } from '@/features/login/api/password-change';
import { modalTestId } from './modal-test-id';
import { PasswordGuide } from '@/shared/ui/password-guide';
import { failureText } from '@/shared/http/errors';
import { showServerFieldErrors } from '@/shared/form/schema-form';

/** Form fields carry the request's names, so the server's field errors land on them as they are. */
interface Values {
  passwd?: string;
  newPasswd?: string;
  newPasswdChk?: string;
}
type FieldName = keyof Values;

const FIELD_OF: Record<TPasswordField, FieldName> = { currentPassword: 'passwd', newPassword: 'newPasswd', newPasswordConfirm: 'newPasswdChk' };
const FIELD_ORDER: FieldName[] = ['passwd', 'newPasswd', 'newPasswdChk'];
const isFieldName = (f: string): f is FieldName => (FIELD_ORDER as string[]).includes(f);

export interface PasswordChangeModalProps {
  open: boolean;
  /** Expired passwords may postpone ("next time"); reset ones may not. */
  reason: 'expired' | 'initial';
  mgrId: string;
  /** The password just typed on the sign-in form: "next time" proves the account with it. */
  signInPassword: string;
  onChanged: () => void;
  onPostponed: () => void;
  onCancel: () => void;
}

/**
 * Password change before signing in (spec access §4 "Password change", §5 rules). It calls
 * newPasswordChange rather than passwdExpire: its body is this form (current, new, confirmation) and the
 * same as "next time" (passwordChangeNext), and the server re-checks the confirmation; passwdExpire takes
 * no confirmation and would need a second shape of the same form.
 */
export function PasswordChangeModal({ open, reason, mgrId, signInPassword, onChanged, onPostponed, onCancel }: PasswordChangeModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<'change' | 'next' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  // The password rules (not a zod schema) may break several rules of one box at once, and each is shown:
  // the shared form helpers keep one message per box. The server's field errors go through them.
  const showErrors = (errors: { field: FieldName; message: string }[]) => {
    form.setFields(FIELD_ORDER.map((name) => ({ name, errors: errors.filter((e) => e.field === name).map((e) => e.message) })));
    const first = FIELD_ORDER.find((name) => errors.some((e) => e.field === name));
    if (first) form.focusField(first);
  };

  const submit = async () => {
    setFormError(null);
    const v = form.getFieldsValue();
    const body = { mgrId, passwd: v.passwd ?? '', newPasswd: v.newPasswd ?? '', newPasswdChk: v.newPasswdChk ?? '' };
    const violations = checkPasswordChange({ mgrId, currentPassword: body.passwd, newPassword: body.newPasswd, newPasswordConfirm: body.newPasswdChk });
    showErrors(violations.map((x) => ({ field: FIELD_OF[x.field], message: t(PASSWORD_RULE_MESSAGE_KEYS[x.code]) })));
    if (violations.length > 0) return;
    setBusy('change');
    try {
      await putNewPasswordChange(body);
      onChanged();
    } catch (error) {
      if (!showServerFieldErrors(form, error, t)) setFormError(failureText(error, t('login.msg.changePwFail')));
    } finally {
      setBusy(null);
    }
  };

  const postpone = async () => {
    setFormError(null);
    setBusy('next');
    try {
      await putPasswordChangeNext({ mgrId, passwd: signInPassword });
      onPostponed();
    } catch (error) {
      setFormError(failureText(error, t('login.msg.changePwFail')));
    } finally {
      setBusy(null);
    }
  };

  const passwordInput = (name: FieldName, label: string, testId: string, autoComplete: string) => (
    <Form.Item name={name} label={label}>
      <Input.Password maxLength={PASSWORD_LIMITS.inputMax} autoComplete={autoComplete} data-testid={testId} onPressEnter={() => void submit()} />
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t('login.password.title')}
      width={520}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      modalRender={modalTestId('pw-change-modal')}
    >
      <Paragraph>{t(reason === 'expired' ? 'login.password.expiredIntro' : 'login.password.initialIntro')}</Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        onValuesChange={(changed: Values) =>
          form.setFields(
            Object.keys(changed)
              .filter(isFieldName)
              .map((name) => ({ name, errors: [] })),
          )
        }
      >
        {passwordInput('passwd', t('login.password.current'), 'pw-current', 'current-password')}
        {passwordInput('newPasswd', t('login.password.new'), 'pw-new', 'new-password')}
        {passwordInput('newPasswdChk', t('login.password.confirm'), 'pw-confirm', 'new-password')}
      </Form>
      <PasswordGuide />
      {formError && <Alert type="error" showIcon title={formError} style={{ marginTop: 12 }} role="alert" />}
      <Flex justify="end" gap={8} wrap="wrap" style={{ marginTop: 16 }}>
        <Button onClick={onCancel}>{t('common.button.cancel')}</Button>
        {reason === 'expired' && (
          <Button onClick={() => void postpone()} loading={busy === 'next'} data-testid="pw-next">
            {t('login.password.next')}
          </Button>
        )}
        <Button type="primary" onClick={() => void submit()} loading={busy === 'change'} data-testid="pw-submit">
          {t('login.password.submit')}
        </Button>
      </Flex>
    </Modal>
  );
}
