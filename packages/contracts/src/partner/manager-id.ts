import { z } from 'zod';

/** Manager (login) id of a sign-up (spec access §5, §9): 6 to 16 letters, digits or underscores; input max 20. */
export const MANAGER_ID_LIMITS = { min: 6, max: 16, inputMax: 20 } as const;

/** The sign-up's id messages of spec access §8: empty, too short, too long, bad characters, available or taken. */
export const MANAGER_ID_MESSAGES = {
  empty: 'mgrId.msg.empty',
  short: 'mgrId.msg.short',
  long: 'mgrId.msg.long',
  chars: 'mgrId.msg.chars',
  available: 'mgrId.msg.available',
  taken: 'mgrId.msg.taken',
} as const;

const ID_CHARS = /^[A-Za-z0-9_]+$/;

/** The message key for an id that cannot be used, or null when its form is right (the duplicate check is the server's). */
export function managerIdMessage(value: string): string | null {
  const v = value.trim();
  if (v === '') return MANAGER_ID_MESSAGES.empty;
  if (!ID_CHARS.test(v)) return MANAGER_ID_MESSAGES.chars;
  if (v.length < MANAGER_ID_LIMITS.min) return MANAGER_ID_MESSAGES.short;
  if (v.length > MANAGER_ID_LIMITS.max) return MANAGER_ID_MESSAGES.long;
  return null;
}

export const ZManagerId = z
  .string({ error: MANAGER_ID_MESSAGES.empty })
  .trim()
  .superRefine((v, ctx) => {
    const key = managerIdMessage(v);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
