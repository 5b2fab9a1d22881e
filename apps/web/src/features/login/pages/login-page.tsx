import { Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FaqBoard } from '@/features/login/components/faq-board';
import { LoginForm } from '@/features/login/components/login-form';
import { LoginLinks } from '@/features/login/components/login-links';
import { useLoginFormState } from '@/features/login/model/login-form-state';
import { readRememberedId } from '@/features/login/model/remember-id';
import { useSignIn, type LoginValues } from '@/features/login/model/use-sign-in';
import { useUserInfo } from '@/shared/session/user-info';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { PublicPageShell } from '@/shared/ui/public-page-shell';
import { SupportBox } from '@/shared/ui/support-box';

// The dialogs of the sign-in steps load when a step opens them, not with the first screen.
const PasswordChangeModal = lazyDialog(
  () => import('@/features/login/components/password-change-modal').then((m) => m.PasswordChangeModal),
  (p) => p.open,
);
const SmsAuthModal = lazyDialog(
  () => import('@/features/login/components/sms-auth-modal').then((m) => m.SmsAuthModal),
  (p) => p.phones !== null,
);
const AddPhoneModal = lazyDialog(
  () => import('@/features/login/components/add-phone-modal').then((m) => m.AddPhoneModal),
  (p) => p.open,
);

/**
 * /login (spec access §2 "Login page"). A user who is already signed in goes on to the redirect value;
 * once this page has started a sign-in it navigates by itself (to the redirect value, /, or /Necessary),
 * so that check stops as soon as the first submit is made.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [initialValues] = useState<LoginValues>(() => {
    const loginId = readRememberedId();
    return { loginId, password: '', remember: loginId !== '' };
  });
  const form = useLoginFormState(initialValues);
  const signIn = useSignIn(form, params.get('redirect'));
  const session = useUserInfo();
  const { dialog } = signIn;

  if (!signIn.started) {
    if (session.isPending) return <PageSpinner fullScreen />;
    if (session.data) return <Navigate to={signIn.target} replace />;
  }

  return (
    <PublicPageShell title={t('login.title')} width={1000}>
      <Row gutter={[24, 24]} data-testid="login-page">
        <Col xs={24} md={10}>
          <Flex vertical gap={16}>
            <LoginForm form={form} initialValues={initialValues} busy={signIn.busy} error={signIn.error} onSubmit={signIn.submit} />
            <LoginLinks />
          </Flex>
        </Col>
        <Col xs={24} md={14}>
          <Flex vertical gap={16}>
            <FaqBoard />
            <SupportBox compact />
          </Flex>
        </Col>
      </Row>
      <PasswordChangeModal
        open={dialog.kind === 'password'}
        reason={dialog.kind === 'password' ? dialog.reason : 'initial'}
        mgrId={dialog.kind === 'password' ? dialog.form.loginId : ''}
        signInPassword={dialog.kind === 'password' ? dialog.form.password : ''}
        onChanged={signIn.password.changed}
        onPostponed={() => dialog.kind === 'password' && signIn.password.postponed(dialog.form)}
        onCancel={signIn.password.cancel}
      />
      <SmsAuthModal
        phones={dialog.kind === 'sms' ? dialog.phones : null}
        openKey={signIn.openKey}
        target={signIn.target}
        onOutcome={signIn.sms.outcome}
        onCancel={signIn.sms.cancel}
      />
      <AddPhoneModal open={dialog.kind === 'addPhone'} openKey={signIn.openKey} onAdded={signIn.addPhone.added} onClose={signIn.addPhone.close} />
    </PublicPageShell>
  );
}
