import { COMMON_PASSWORDS } from './common-passwords.ts';

/** Password rules of spec access §5 and §9; the same checks run in the form and on the server. */
export const PASSWORD_LIMITS = {
  min: 8,
  max: 20,
  /** The change popup's inputs accept more than `max` so an over-long password gets a message, not a cut. */
  inputMax: 50,
  signUpInputMax: 15,
  /** With exactly two character classes the password must be this long. */
  twoClassMin: 10,
  /** A character may appear at most this many times. */
  maxSameChar: 2,
  sequenceLength: 3,
  /** Ids at least this long may not share a run of `idRunLength` characters with the password. */
  idRunMinIdLength: 6,
  idRunLength: 4,
} as const;

/** The only symbols the password may contain. */
export const PASSWORD_SYMBOLS = '~.!@#$%^&*?_';

export const PASSWORD_RULE_CODES = [
  'required',
  'tooLong',
  'badCharacters',
  'length',
  'classes',
  'repeatedChar',
  'sequence',
  'sameAsCurrent',
  'containsId',
  'sharesRunWithId',
  'common',
  'confirmMismatch',
] as const;
export type TPasswordRuleCode = (typeof PASSWORD_RULE_CODES)[number];

/** i18n key of each violation; the locale files hold the wording (the spec does not show it). */
export const PASSWORD_RULE_MESSAGE_KEYS: { readonly [C in TPasswordRuleCode]: `password.rule.${C}` } = {
  required: 'password.rule.required',
  tooLong: 'password.rule.tooLong',
  badCharacters: 'password.rule.badCharacters',
  length: 'password.rule.length',
  classes: 'password.rule.classes',
  repeatedChar: 'password.rule.repeatedChar',
  sequence: 'password.rule.sequence',
  sameAsCurrent: 'password.rule.sameAsCurrent',
  containsId: 'password.rule.containsId',
  sharesRunWithId: 'password.rule.sharesRunWithId',
  common: 'password.rule.common',
  confirmMismatch: 'password.rule.confirmMismatch',
};

export type TPasswordField = 'currentPassword' | 'newPassword' | 'newPasswordConfirm';

/** A broken rule and the field to show it on (and to focus first). */
export interface PasswordViolation {
  field: TPasswordField;
  code: TPasswordRuleCode;
}

export interface PasswordChangeInput {
  mgrId: string;
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

export interface NewPasswordContext {
  mgrId?: string;
  currentPassword?: string;
  /** Longest accepted input; sign-up's field is capped lower than the change popup's. */
  inputMax?: number;
}

const ALLOWED = /^[A-Za-z0-9~.!@#$%^&*?_]*$/;
const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[~.!@#$%^&*?_]/] as const;

/** How many of lower-case, upper-case, digit and allowed symbol the password uses (0 to 4). */
export function passwordStrengthClasses(pw: string): number {
  return CLASSES.filter((re) => re.test(pw)).length;
}

/**
 * "No character three or more times" is read as three occurrences anywhere, not three in a row: a
 * random 12-character password trips it about 4% of the time, a word-plus-year-plus-symbol one about 18%
 * (2000, 1999), so it does not reject most realistic passwords, and it is the stricter reading. Case
 * matters here (`a` and `A` are different characters), unlike the sequence rule, which is about order.
 */
function hasRepeatedChar(pw: string): boolean {
  const seen = new Map<string, number>();
  for (const ch of pw) {
    const n = (seen.get(ch) ?? 0) + 1;
    if (n > PASSWORD_LIMITS.maxSameChar) return true;
    seen.set(ch, n);
  }
  return false;
}

const isLetter = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * Three letters or three digits in alphabet or number order, either way (abc, CbA, 123, 321). Letters are
 * folded to lower case first so `aBc` counts. Symbols never form a sequence: `#$%` happen to be adjacent
 * code points but nobody reads them as a run, and the code-point order would also make `?@A` one. Nothing
 * wraps around (`890`, `yza` are fine).
 */
function hasSequence(pw: string): boolean {
  const codes = Array.from(
    pw.replace(/[A-Z]/g, (c) => c.toLowerCase()),
    (c) => c.codePointAt(0) ?? 0,
  );
  for (let i = 2; i < codes.length; i++) {
    const [a, b, c] = [codes[i - 2] ?? 0, codes[i - 1] ?? 0, codes[i] ?? 0];
    const sameKind = (isLetter(a) && isLetter(c)) || (isDigit(a) && isDigit(c));
    if (sameKind && b - a === c - b && Math.abs(b - a) === 1) return true;
  }
  return false;
}

function sharesRunWithId(pw: string, id: string): boolean {
  if (id.length < PASSWORD_LIMITS.idRunMinIdLength) return false;
  for (let i = 0; i + PASSWORD_LIMITS.idRunLength <= id.length; i++) {
    if (pw.includes(id.slice(i, i + PASSWORD_LIMITS.idRunLength))) return true;
  }
  return false;
}

/** Content rules for a trimmed, non-empty password that fits the input; all broken rules, in message order. */
function contentViolations(pw: string, mgrId: string, currentPassword: string): TPasswordRuleCode[] {
  const out: TPasswordRuleCode[] = [];
  if (!ALLOWED.test(pw)) out.push('badCharacters');
  if (pw.length < PASSWORD_LIMITS.min || pw.length > PASSWORD_LIMITS.max) out.push('length');
  const classes = passwordStrengthClasses(pw);
  if (classes < 2 || (classes === 2 && pw.length < PASSWORD_LIMITS.twoClassMin)) out.push('classes');
  if (hasRepeatedChar(pw)) out.push('repeatedChar');
  if (hasSequence(pw)) out.push('sequence');
  if (currentPassword !== '' && pw === currentPassword) out.push('sameAsCurrent');
  const lower = pw.toLowerCase();
  const id = mgrId.toLowerCase();
  // A password containing a 6+ character id also shares its runs; one message about the id is enough.
  if (id !== '' && lower.includes(id)) out.push('containsId');
  else if (id !== '' && sharesRunWithId(lower, id)) out.push('sharesRunWithId');
  if (COMMON_PASSWORDS.has(lower)) out.push('common');
  return out;
}

function presence(value: string, inputMax: number): TPasswordRuleCode | null {
  if (value === '') return 'required';
  if (value.length > inputMax) return 'tooLong';
  return null;
}

/** True when the confirmation equals the new password, both trimmed as the form trims them. */
export function confirmsPassword(newPassword: string, confirm: string): boolean {
  return newPassword.trim() === confirm.trim();
}

/** Rules for a new password on its own (sign-up); the input cap defaults to sign-up's 15. */
export function validateNewPassword(newPassword: string, ctx: NewPasswordContext = {}): TPasswordRuleCode[] {
  const pw = newPassword.trim();
  const missing = presence(pw, ctx.inputMax ?? PASSWORD_LIMITS.signUpInputMax);
  if (missing) return [missing];
  return contentViolations(pw, (ctx.mgrId ?? '').trim(), (ctx.currentPassword ?? '').trim());
}

/** Every broken rule of the change-password form (spec access §5), field by field in form order. */
export function checkPasswordChange(input: PasswordChangeInput): PasswordViolation[] {
  const current = input.currentPassword.trim();
  const confirm = input.newPasswordConfirm.trim();
  const out: PasswordViolation[] = [];
  const currentMissing = presence(current, PASSWORD_LIMITS.inputMax);
  if (currentMissing) out.push({ field: 'currentPassword', code: currentMissing });
  const newCodes = validateNewPassword(input.newPassword, {
    mgrId: input.mgrId,
    currentPassword: current,
    inputMax: PASSWORD_LIMITS.inputMax,
  });
  for (const code of newCodes) out.push({ field: 'newPassword', code });
  const confirmMissing = presence(confirm, PASSWORD_LIMITS.inputMax);
  if (confirmMissing) out.push({ field: 'newPasswordConfirm', code: confirmMissing });
  else if (!confirmsPassword(input.newPassword, confirm)) out.push({ field: 'newPasswordConfirm', code: 'confirmMismatch' });
  return out;
}
