import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { checkPasswordChange, PASSWORD_LIMITS, PASSWORD_RULE_CODES, validateNewPassword } from './password.ts';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const SYMBOLS = '~.!@#$%^&*?_';
const ALLOWED = LOWER + UPPER + DIGITS + SYMBOLS;

// An independent oracle of the "clean" shape, written the obvious way so it does not share bugs with the rules.
const counts = (s: string) => [...s].reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>());
const hasTriple = (s: string) => [...counts(s).values()].some((n) => n >= 3);
const runs = (alphabet: string) => {
  const out: string[] = [];
  for (let i = 0; i + 3 <= alphabet.length; i++) {
    const run = alphabet.slice(i, i + 3);
    out.push(run, [...run].reverse().join(''));
  }
  return out;
};
const SEQUENCES = [...runs(LOWER), ...runs(DIGITS)];
const hasSeq = (s: string) => SEQUENCES.some((run) => s.toLowerCase().includes(run));
const classCount = (s: string) => [LOWER, UPPER, DIGITS, SYMBOLS].filter((set) => [...s].some((c) => set.includes(c))).length;
const sharesRun = (pw: string, id: string) => {
  const [p, i] = [pw.toLowerCase(), id.toLowerCase()];
  if (p.includes(i)) return true;
  if (i.length < 6) return false;
  for (let k = 0; k + 4 <= i.length; k++) if (p.includes(i.slice(k, k + 4))) return true;
  return false;
};
const isCleanShape = (s: string) => !hasTriple(s) && !hasSeq(s) && !COMMON_PASSWORDS.has(s.toLowerCase());

const charsOf = (alphabet: string) => fc.constantFrom(...alphabet);
const mgrIdArb = fc.string({ unit: charsOf(LOWER + DIGITS + '_'), minLength: 6, maxLength: 16 });

/** Passwords of allowed characters, 3+ classes, 8-20 long, no triple, no sequence, not common. */
const cleanPassword = fc.string({ unit: charsOf(ALLOWED), minLength: 8, maxLength: 20 }).filter((s) => classCount(s) >= 3 && isCleanShape(s));

/** A clean password with an id it does not overlap. */
const cleanWithId = fc.tuple(cleanPassword, mgrIdArb).filter(([pw, id]) => !sharesRun(pw, id));

const insertAt = (s: string, at: number, piece: string) => s.slice(0, at) + piece + s.slice(at);
const codes = (pw: string, ctx: Parameters<typeof validateNewPassword>[1] = {}) => validateNewPassword(pw, { inputMax: PASSWORD_LIMITS.inputMax, ...ctx });

describe('password rules, properties', () => {
  it('accepts clean 3-class passwords of 8 to 20 characters', () => {
    fc.assert(
      fc.property(cleanWithId, ([pw, id]) => {
        expect(codes(pw, { mgrId: id })).toEqual([]);
        expect(checkPasswordChange({ mgrId: id, currentPassword: 'x', newPassword: pw, newPasswordConfirm: pw })).toEqual([]);
      }),
    );
  });

  it('rejects any password holding a character outside the allowed set', () => {
    const bad = fc.oneof(
      fc.constantFrom(...' -+=/\\"\'<>,;:()[]{}|`\t', '한', 'ㄱ', 'é', 'Ａ', '１', '😀'),
      fc
        .integer({ min: 0, max: 0x10ffff })
        .map((c) => String.fromCodePoint(c))
        .filter((c) => !ALLOWED.includes(c)),
    );
    fc.assert(
      fc.property(cleanPassword, bad, fc.nat(), (pw, ch, n) => {
        // Inside, never at an end: the form trims, so an edge space is not part of the password.
        const at = 1 + (n % (pw.length - 1));
        expect(codes(insertAt(pw, at, ch))).toContain('badCharacters');
      }),
    );
  });

  it('rejects any password with a 3-character sequence, either direction, any case', () => {
    const seq = fc
      .tuple(fc.constantFrom(...SEQUENCES), fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }))
      .map(([run, ups]) => [...run].map((c, i) => (ups[i] ? c.toUpperCase() : c)).join(''));
    fc.assert(
      fc.property(cleanPassword, seq, fc.nat(), (pw, run, n) => {
        expect(codes(insertAt(pw, n % (pw.length + 1), run))).toContain('sequence');
      }),
    );
  });

  it('rejects any password where one character appears three times, wherever they are', () => {
    fc.assert(
      fc.property(cleanPassword, charsOf(ALLOWED), fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), (pw, ch, spots) => {
        const out = spots.reduce((s, n) => insertAt(s, n % (s.length + 1), ch), pw);
        expect(codes(out)).toContain('repeatedChar');
      }),
    );
  });

  it('rejects any password containing the id, in any case', () => {
    const id = fc.string({ unit: charsOf(LOWER + DIGITS + '_'), minLength: 1, maxLength: 16 });
    fc.assert(
      fc.property(cleanPassword, id, fc.nat(), fc.boolean(), (pw, mgrId, n, upper) => {
        const piece = upper ? mgrId.toUpperCase() : mgrId;
        const got = codes(insertAt(pw, n % (pw.length + 1), piece), { mgrId });
        expect(got).toContain('containsId');
        expect(got).not.toContain('sharesRunWithId');
      }),
    );
  });

  it('rejects any password sharing a 4-character run with an id of 6 or more characters', () => {
    fc.assert(
      fc.property(cleanWithId, fc.nat(), fc.nat(), fc.boolean(), ([pw, mgrId], from, n, upper) => {
        const start = from % (mgrId.length - 3);
        const run = mgrId.slice(start, start + 4);
        const got = codes(insertAt(pw, n % (pw.length + 1), upper ? run.toUpperCase() : run), { mgrId });
        // The run plus its neighbours may rebuild the whole id; then the one message is "contains the id".
        expect(got.includes('sharesRunWithId') || got.includes('containsId')).toBe(true);
      }),
    );
  });

  describe('two classes', () => {
    const pools = [
      [LOWER, DIGITS],
      [UPPER, SYMBOLS],
      [DIGITS, SYMBOLS],
      [LOWER, UPPER],
    ] as const;
    // Distinct characters (so no triple), both classes present, then shuffled; sequences filtered out.
    const twoClass = (min: number, max: number) =>
      fc
        .tuple(fc.constantFrom(...pools), fc.integer({ min, max }), fc.nat())
        .chain(([[a, b], len, n]) => {
          const lo = Math.max(1, len - b.length);
          const k = lo + (n % (Math.min(len - 1, a.length) - lo + 1));
          return fc
            .tuple(fc.shuffledSubarray([...a], { minLength: k, maxLength: k }), fc.shuffledSubarray([...b], { minLength: len - k, maxLength: len - k }))
            .chain(([xs, ys]) => fc.shuffledSubarray([...xs, ...ys], { minLength: len, maxLength: len }));
        })
        .map((chars) => chars.join(''))
        .filter((s) => classCount(s) === 2 && isCleanShape(s));

    it('rejects them under 10 characters', () => {
      fc.assert(
        fc.property(twoClass(8, 9), (pw) => {
          expect(codes(pw)).toEqual(['classes']);
        }),
      );
    });

    it('accepts them from 10 characters when otherwise clean', () => {
      fc.assert(
        fc.property(twoClass(10, 20), (pw) => {
          expect(codes(pw)).toEqual([]);
        }),
      );
    });
  });

  it('always rejects a confirmation that differs from the new password', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ minLength: 1, maxLength: 30 }), (pw, confirm) => {
        fc.pre(confirm.trim() !== '' && confirm.trim() !== pw.trim());
        const got = checkPasswordChange({ mgrId: 'seller01', currentPassword: 'Old#Pass7', newPassword: pw, newPasswordConfirm: confirm });
        expect(got).toContainEqual({ field: 'newPasswordConfirm', code: 'confirmMismatch' });
      }),
    );
  });

  it('never throws and only answers known codes, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), fc.string({ maxLength: 20 }), (pw, cur, id) => {
        for (const v of checkPasswordChange({ mgrId: id, currentPassword: cur, newPassword: pw, newPasswordConfirm: pw })) {
          expect(PASSWORD_RULE_CODES).toContain(v.code);
        }
      }),
    );
  });
});
