import type { TAddAuthPhoneReply, TAuthPhoneItem, TLoginRequest } from '@po/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInApi } from '@/features/login/api/sign-in-api';
import type { LoginFormControl } from './login-form-state';
import { rememberId } from './remember-id';
import { createSignInFlow, type CertificationOutcome, type SignInApi, type SignInStep } from './sign-in-flow';
import { useFinishSignIn } from './use-finish-sign-in';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useFeedback } from '@/shared/feedback/feedback';
import { failureText } from '@/shared/http/errors';

export interface LoginValues {
  loginId?: string;
  password?: string;
  remember?: boolean;
}

/** The popup the sign-in currently shows. */
export type SignInDialog =
  | { kind: 'none' }
  | { kind: 'password'; reason: 'expired' | 'initial'; form: TLoginRequest }
  | { kind: 'sms'; phones: TAuthPhoneItem[] }
  | { kind: 'addPhone' };

const NONE: SignInDialog = { kind: 'none' };

/**
 * Runs the sign-in flow for the login page: renders each step the flow returns (field errors, confirms,
 * popups) and feeds the user's answers back into it.
 */
export function useSignIn(form: LoginFormControl, redirect: string | null, api: SignInApi = signInApi) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const finish = useFinishSignIn();
  const flow = useMemo(() => createSignInFlow(api, redirect), [api, redirect]);
  const [dialog, setDialog] = useState<SignInDialog>(NONE);
  const [openKey, setOpenKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Set at the first submit: from then on a signed-in session is this page's doing, not a reason to leave. */
  const [started, setStarted] = useState(false);

  const open = (next: SignInDialog) => {
    setOpenKey((k) => k + 1);
    setDialog(next);
  };

  async function show(step: SignInStep): Promise<void> {
    switch (step.kind) {
      case 'invalid':
        form.setFields(step.fields.map((f) => ({ name: f.field, errors: [t(runtimeKey(f.messageKey))] })));
        return;
      case 'refused':
        setError(t(step.messageKey));
        return;
      case 'passwordChange':
        modal.confirm({
          content: t(step.reason === 'expired' ? 'login.msg.expYn' : 'login.msg.initYn'),
          keyboard: false,
          onOk: () => open({ kind: 'password', reason: step.reason, form: step.form }),
        });
        return;
      case 'entrStsConfirm':
        modal.confirm({
          content: step.message,
          keyboard: false,
          onOk: () => void run(() => flow.authenticate(step.pending)),
          onCancel: () => void flow.cancel(),
        });
        return;
      case 'smsAuth':
        open({ kind: 'sms', phones: step.phones });
        return;
      case 'addPhone':
        open({ kind: 'addPhone' });
        return;
      case 'activated':
        setDialog(NONE);
        await finish(step.to);
        return;
    }
  }

  async function run(next: () => Promise<SignInStep>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await show(await next());
    } catch (e) {
      setDialog(NONE);
      setError(failureText(e, t('login.msg.fail')));
    } finally {
      setBusy(false);
    }
  }

  const cancelPending = () => {
    setDialog(NONE);
    void flow.cancel();
  };

  return {
    dialog,
    openKey,
    busy,
    error,
    started,
    target: flow.target,
    submit: (values: LoginValues) => {
      setStarted(true);
      const loginId = (values.loginId ?? '').trim();
      if (loginId) rememberId(loginId, values.remember === true);
      void run(() => flow.start(values));
    },
    password: {
      changed: () => {
        setDialog(NONE);
        void message.success(t('login.msg.changePwSuccess'));
        // Sign in again with the new password.
        form.setFieldValue('password', '');
        form.focusField('password');
      },
      postponed: (creds: TLoginRequest) => {
        setDialog(NONE);
        void run(() => flow.logIn(creds));
      },
      cancel: () => setDialog(NONE),
    },
    sms: {
      outcome: (outcome: Exclude<CertificationOutcome, { kind: 'retry' }>) => {
        switch (outcome.kind) {
          case 'activated':
            void run(async () => outcome);
            return;
          case 'ended':
            modal.error({ content: outcome.message, keyboard: false, onOk: cancelPending });
            return;
          case 'failed':
            modal.error({ content: outcome.message || t('login.msg.fail') });
            return;
        }
      },
      cancel: cancelPending,
    },
    addPhone: {
      added: (reply: TAddAuthPhoneReply) => void run(async () => flow.afterPhoneAdded(reply)),
      close: cancelPending,
    },
  };
}
