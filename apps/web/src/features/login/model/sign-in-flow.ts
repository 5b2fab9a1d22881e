import {
  ZLoginForm,
  type TActivateReply,
  type TAddAuthPhoneReply,
  type TAuthPhoneItem,
  type TCertificationCheckReply,
  type TLoginReply,
  type TLoginRequest,
  type TPasswdCheckReply,
  type TYn,
} from '@po/contracts';
import { safeRedirect } from '@/shared/routing/safe-redirect';

/** The calls the sign-in steps make; the page passes the real ones, tests pass fakes. */
export interface SignInApi {
  passwdCheck(form: TLoginRequest): Promise<TPasswdCheckReply>;
  login(form: TLoginRequest): Promise<TLoginReply>;
  masterFlag(): Promise<TYn>;
  authPopupFlag(): Promise<TYn>;
  masterLogin(): Promise<unknown>;
  monitorLogin(): Promise<TActivateReply>;
  foreignLogin(): Promise<TActivateReply>;
  authPhoneNos(): Promise<TAuthPhoneItem[]>;
  logout(): Promise<unknown>;
}

/** A session that passed the password but waits for the status confirm or the second factor. */
export interface PendingSignIn {
  /** authPhoneNoExistsYn of the login reply. */
  phoneExists: boolean;
  /** Already asked in step 5; step 7 reuses it. */
  authPopupFlag?: TYn;
}

export interface FieldMessage {
  field: keyof TLoginRequest;
  messageKey: string;
}

/** What the page shows next. */
export type SignInStep =
  | { kind: 'invalid'; fields: FieldMessage[] }
  | { kind: 'refused'; messageKey: 'login.msg.existenceYn' }
  | { kind: 'passwordChange'; reason: 'expired' | 'initial'; form: TLoginRequest }
  | { kind: 'entrStsConfirm'; message: string; pending: PendingSignIn }
  | { kind: 'smsAuth'; phones: TAuthPhoneItem[] }
  | { kind: 'addPhone' }
  /** The session is active: refresh who is signed in, then go to `to`. */
  | { kind: 'activated'; to: string };

/** Step 8: what a certification check reply means. */
export type CertificationOutcome =
  | { kind: 'activated'; to: string }
  /** 2 too many checks, 3 expired: the server ended the pending session; show, sign out, back to /login. */
  | { kind: 'ended'; message: string }
  /** 4 wrong code: show, clear the code, keep the popup. */
  | { kind: 'retry'; message: string }
  | { kind: 'failed'; message: string };

export const NECESSARY_PATH = '/Necessary';
/** spec access §4 step 5: monitor logins go to / (not to the redirect value). */
export const MONITOR_TARGET = '/';
/** Supply status "entered" (normal): no status confirm. */
const ENTERED = '30';

/** Step 1: the sign-in form through its contract schema (trimmed); issues are the spec's message keys. */
export function validateLoginForm(values: {
  loginId?: unknown;
  password?: unknown;
}): { ok: true; form: TLoginRequest } | { ok: false; fields: FieldMessage[] } {
  const parsed = ZLoginForm.safeParse({ loginId: values.loginId ?? '', password: values.password ?? '' });
  if (parsed.success) return { ok: true, form: parsed.data };
  const fields: FieldMessage[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'loginId' || field === 'password') && !fields.some((f) => f.field === field)) fields.push({ field, messageKey: issue.message });
  }
  return { ok: false, fields };
}

/**
 * The sign-in steps of spec access §4, each returning the next thing the page shows. Everything after
 * `login` runs on a pending server session: when a step fails, the flow signs that session out before the
 * error reaches the page, so no half-signed-in session is left behind.
 */
export function createSignInFlow(api: SignInApi, redirectParam: string | null | undefined) {
  const target = safeRedirect(redirectParam);

  async function endPendingOnFailure<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      await api.logout().catch(() => undefined);
      throw error;
    }
  }

  /** Steps 1-3, then 4-7 when the password needs nothing. */
  async function start(values: { loginId?: unknown; password?: unknown }): Promise<SignInStep> {
    const valid = validateLoginForm(values);
    if (!valid.ok) return { kind: 'invalid', fields: valid.fields };
    const status = await api.passwdCheck(valid.form);
    if (status.existenceYn !== 'Y' || status.inactiveYn === 'Y') return { kind: 'refused', messageKey: 'login.msg.existenceYn' };
    if (status.expYn === 'Y') return { kind: 'passwordChange', reason: 'expired', form: valid.form };
    if (status.initYn === 'Y') return { kind: 'passwordChange', reason: 'initial', form: valid.form };
    return logIn(valid.form);
  }

  /**
   * Steps 4-6. Who skips SMS is the server's decision (docs/decisions.md "Who skips SMS"); the client only
   * picks which activation to ask for:
   * - masterFlag Y on an allowed IP: masterLogin, then the redirect value.
   * - an EC monitor on an allowed IP, or entrType G: monitorLogin, then / (or /Necessary while an agreement is owed).
   * Off an allowed IP an EC monitor, needing no SMS, signs in through foreignLogin in step 7.
   */
  async function logIn(form: TLoginRequest): Promise<SignInStep> {
    const login = await api.login(form);
    return endPendingOnFailure(async () => {
      const master = await api.masterFlag();
      if (master === 'Y' && login.isAllowIp === 'Y') {
        await api.masterLogin();
        return { kind: 'activated', to: target };
      }
      if ((login.isEcMonitor === 'Y' && login.isAllowIp === 'Y') || login.entrType === 'G') {
        return { kind: 'activated', to: certifiedTarget(await api.monitorLogin(), MONITOR_TARGET) };
      }
      const pending: PendingSignIn = { phoneExists: login.authPhoneNoExistsYn === 'Y' };
      if (login.entrStsYn !== 'Y' && login.entrStsCd !== ENTERED) return { kind: 'entrStsConfirm', message: login.resultMsg, pending };
      return authenticateNow(pending);
    });
  }

  /** Step 7: SMS popup, add-phone popup, or a foreign login for accounts the server lets skip SMS. */
  async function authenticateNow(pending: PendingSignIn): Promise<SignInStep> {
    const flag = pending.authPopupFlag ?? (await api.authPopupFlag());
    if (flag !== 'Y') {
      return { kind: 'activated', to: certifiedTarget(await api.foreignLogin(), target) };
    }
    return pending.phoneExists ? smsStep() : { kind: 'addPhone' };
  }

  async function smsStep(): Promise<SignInStep> {
    const phones = await api.authPhoneNos();
    return phones.length > 0 ? { kind: 'smsAuth', phones } : { kind: 'addPhone' };
  }

  return {
    /** Where a successful sign-in goes (the sanitised redirect value, or /). */
    target,
    start,
    /** Step 4 onwards, after a postponed ("next time") password prompt. */
    logIn,
    /** Step 6 confirmed: on to step 7. */
    authenticate: (pending: PendingSignIn) => endPendingOnFailure(() => authenticateNow(pending)),
    /** The add-phone popup saved a phone: its code was the second factor, so the session is active. */
    afterPhoneAdded: (reply: TAddAuthPhoneReply): SignInStep => ({ kind: 'activated', to: certifiedTarget(reply, target) }),
    /** Any popup's cancel and the status confirm's cancel: end the pending session. */
    cancel: () => api.logout().catch(() => undefined),
    afterCertification: (reply: TCertificationCheckReply) => certificationOutcome(reply, target),
  };
}

export type SignInFlow = ReturnType<typeof createSignInFlow>;

/** Step 8: the agreements decide between the redirect value and /Necessary. */
export function certifiedTarget(flags: Pick<TCertificationCheckReply, 'sellFeeRateConfirmYn' | 'agreeYn' | 'agreeGenuineYn'>, target: string): string {
  const agreed = flags.sellFeeRateConfirmYn === 'Y' && flags.agreeYn === 'Y' && flags.agreeGenuineYn === 'Y';
  return agreed ? target : NECESSARY_PATH;
}

/** What a certification check reply means. */
export function certificationOutcome(reply: TCertificationCheckReply, target: string): CertificationOutcome {
  switch (reply.resultCode) {
    case 1:
      return { kind: 'activated', to: certifiedTarget(reply, target) };
    case 2:
    case 3:
      return { kind: 'ended', message: reply.resultMsg };
    case 4:
      return { kind: 'retry', message: reply.resultMsg };
    default:
      return { kind: 'failed', message: reply.resultMsg };
  }
}
