import { z } from 'zod/mini';

/**
 * Sign-in form limits (spec access §5). They are looser than the password-change rules (8 to 20) because
 * the form only screens typos; whether the password is right is the server's answer.
 */
export const LOGIN_FORM_LIMITS = { idMin: 3, idMax: 20, passwordMin: 4, passwordMax: 20 } as const;

/** One key per field: the spec shows a single message for every way a field can be wrong. */
export const LOGIN_FORM_MESSAGES = { loginId: 'login.msg.id', password: 'login.msg.pw' } as const;

// zod/mini: the sign-in screen checks this form before anything else loads (see common/replies.ts).
const field = (key: string, min: number, max: number) =>
  z.string({ error: key }).check(z.trim(), z.minLength(min, { error: key }), z.maxLength(max, { error: key }));

/** The sign-in form, also the body of `POST /api/login/login`; issue messages are i18n keys. */
export const ZLoginForm = z.object({
  loginId: field(LOGIN_FORM_MESSAGES.loginId, LOGIN_FORM_LIMITS.idMin, LOGIN_FORM_LIMITS.idMax),
  password: field(LOGIN_FORM_MESSAGES.password, LOGIN_FORM_LIMITS.passwordMin, LOGIN_FORM_LIMITS.passwordMax),
});
export type TLoginForm = z.infer<typeof ZLoginForm>;
