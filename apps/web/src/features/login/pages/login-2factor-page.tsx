import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { getAuthPhoneNos } from '@/features/login/api/auth-phones';
import { AddPhoneForm } from '@/features/login/components/add-phone-form';
import { SmsAuthForm } from '@/features/login/components/sms-auth-form';
import { certifiedTarget, type CertificationOutcome } from '@/features/login/model/sign-in-flow';
import { useFinishSignIn } from '@/features/login/model/use-finish-sign-in';
import { loginPathFor, safeRedirect } from '@/shared/routing/safe-redirect';
import { postLogout } from '@/shared/session/logout';
import { useUserInfo } from '@/shared/session/user-info';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { PublicPageShell } from '@/shared/ui/public-page-shell';
import { useFeedback } from '@/shared/feedback/feedback';

/**
 * /Login2Factor: the SMS step as a page, for a reload in the middle of the second factor. A pending
 * session is one for which the phone list answers 200; without one the user starts again at /login.
 */
export function Login2FactorPage() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const loginPath = loginPathFor(target);
  /** Set once this page activated the session: it navigates by itself from then on. */
  const [finishing, setFinishing] = useState(false);
  const session = useUserInfo();
  const phones = useQuery({
    queryKey: ['login', 'authPhoneNos'],
    queryFn: ({ signal }) => getAuthPhoneNos({ quietSession: true, signal }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  const leave = async () => {
    await postLogout().catch(() => undefined);
    await navigate(loginPath, { replace: true });
  };

  const onOutcome = (outcome: Exclude<CertificationOutcome, { kind: 'retry' }>) => {
    switch (outcome.kind) {
      case 'activated':
        setFinishing(true);
        void finish(outcome.to);
        return;
      case 'ended':
        modal.error({ content: outcome.message, keyboard: false, onOk: () => void leave() });
        return;
      case 'failed':
        modal.error({ content: outcome.message || t('login.msg.fail') });
        return;
    }
  };

  if (!finishing) {
    if (session.isPending || phones.isPending) return <PageSpinner fullScreen />;
    if (session.data) return <Navigate to={target} replace />;
    if (phones.isError) return <Navigate to={loginPath} replace />;
  }

  const list = phones.data ?? [];
  return (
    <PublicPageShell title={t('login.twoFactor.title')} width={565}>
      <div data-testid="login-2factor-page">
        {list.length > 0 || finishing ? (
          <SmsAuthForm phones={list} target={target} onOutcome={onOutcome} onCancel={() => void leave()} />
        ) : (
          <AddPhoneForm onAdded={(reply) => onOutcome({ kind: 'activated', to: certifiedTarget(reply, target) })} onClose={() => void leave()} />
        )}
      </div>
    </PublicPageShell>
  );
}
