import { z } from 'zod';

/** Email limits (spec access §5, §9): each part typed in its own box of 25, the whole address 80. */
export const EMAIL_LIMITS = { partMax: 25, totalMax: 80 } as const;

export const EMAIL_MESSAGES = {
  required: 'email.msg.required',
  pattern: 'email.msg.pattern',
  length: 'email.msg.length',
} as const;

/**
 * The common practical pattern, not full RFC 5322: quoted locals, IP-literal domains and non-ASCII
 * addresses are legal but mail services do not hand them out, and a stricter pattern catches typos.
 * Local: letters, digits and . _ % + -, no dot at either end or twice in a row.
 * Domain: dot-separated labels of letters, digits and inner hyphens, ending in a letters-only TLD.
 */
const LOCAL = /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*$/;
const DOMAIN = /^([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const isValidEmailLocal = (v: string): boolean => LOCAL.test(v) && v.length <= EMAIL_LIMITS.partMax;
export const isValidEmailDomain = (v: string): boolean => DOMAIN.test(v) && v.length <= EMAIL_LIMITS.partMax;

/** Splits at the last @ (a valid local never holds one, so any @ would do). */
function splitEmail(value: string): { local: string; domain: string } | null {
  const at = value.lastIndexOf('@');
  return at < 0 ? null : { local: value.slice(0, at), domain: value.slice(at + 1) };
}

const matchesPattern = (value: string): boolean => {
  const p = splitEmail(value);
  return p !== null && LOCAL.test(p.local) && DOMAIN.test(p.domain);
};

const partsFit = (value: string): boolean => {
  const p = splitEmail(value);
  return p !== null && p.local.length <= EMAIL_LIMITS.partMax && p.domain.length <= EMAIL_LIMITS.partMax;
};

/** A whole address: the pattern, each part within 25, the total within 80. */
export const isValidEmail = (value: string): boolean => value.length <= EMAIL_LIMITS.totalMax && matchesPattern(value) && partsFit(value);

/** The address as the calls send it (`chgEmail`), from the form's two boxes. */
export const joinEmail = (local: string, domain: string): string => `${local.trim()}@${domain.trim()}`;

const part = (re: RegExp) =>
  z
    .string({ error: EMAIL_MESSAGES.required })
    .trim()
    .min(1, { error: EMAIL_MESSAGES.required, abort: true })
    .max(EMAIL_LIMITS.partMax, { error: EMAIL_MESSAGES.length, abort: true })
    .regex(re, { error: EMAIL_MESSAGES.pattern });

export const ZEmailLocal = part(LOCAL);
export const ZEmailDomain = part(DOMAIN);

/** The form's two boxes (chgEmail1, chgEmail2 and the CS / settlement twins map onto these). */
export const ZEmailParts = z.object({ local: ZEmailLocal, domain: ZEmailDomain });
export type TEmailParts = z.infer<typeof ZEmailParts>;

/** A joined address as a call carries it. */
export const ZEmail = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .min(1, { error: EMAIL_MESSAGES.required, abort: true })
  .max(EMAIL_LIMITS.totalMax, { error: EMAIL_MESSAGES.length, abort: true })
  .refine(matchesPattern, { error: EMAIL_MESSAGES.pattern, abort: true })
  .refine(partsFit, { error: EMAIL_MESSAGES.length });
