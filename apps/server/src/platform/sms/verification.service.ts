import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_CODE } from '@po/contracts';
import type { Clock } from '../clock.ts';
import { AppError } from '../http/app-error.ts';
import type { SmsSender } from './sms-sender.ts';
import type { VerificationRepository, VerificationRow } from './verification.repository.ts';

export const SMS_CODE = AUTH_CODE;

/** Outcome of a check: verified, wrong code, too many checks, or expired / never sent. */
export type CheckOutcome = 'verified' | 'wrong' | 'tooManyChecks' | 'expired';

/** SMS verification codes: issue, check, consume. Shared by sign-in, sign-up and adding a phone. */
export function createVerificationService(deps: { repo: VerificationRepository; sms: SmsSender; clock: Clock; secret: string }) {
  const { repo, sms, clock } = deps;
  const hashCode = (owner: string, authTime: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${owner}\u0000${authTime}\u0000${code}`).digest('base64url');

  return {
    /**
     * Sends a fresh 6-digit code; a resend replaces the previous one and restarts the 180 s.
     * Answers the code so the dev and test profiles can echo it (the route decides).
     *
     * The caps (5 sends per phone and purpose per hour, 10 per phone whatever the purpose) are counted and its row written in one step
     * under a lock per phone; the provider is called after that step, so a slow provider holds no lock,
     * and a failed send removes its row: it does not count, and the previous code stays good.
     * `firstPhoneOnly`: the owner may only ever send to the first phone it sent a code of this purpose to.
     */
    async sendCode(opts: {
      purpose: VerificationRow['purpose'];
      owner: string;
      authTime: string;
      phone: string;
      messagePrefix: string;
      firstPhoneOnly?: boolean;
    }): Promise<string> {
      const now = clock.now();
      const code = String(randomInt(0, 10 ** SMS_CODE.length)).padStart(SMS_CODE.length, '0');
      const id = await repo.withSendLock({ phone: opts.phone, ...(opts.firstPhoneOnly ? { owner: opts.owner } : {}) }, async () => {
        if (opts.firstPhoneOnly && (await repo.ownerHasOtherPhone(opts))) throw new AppError('CONFLICT', { messageKey: 'sms.msg.firstPhoneOnly' });
        const sent = await repo.countSendsSince(opts.phone, new Date(now.getTime() - 60 * 60 * 1000), opts.purpose);
        if (sent.ofPurpose >= SMS_CODE.maxSendsPerHour || sent.all >= SMS_CODE.maxSendsPerPhonePerHour)
          throw new AppError('TOO_MANY_REQUESTS', { messageKey: 'sms.tooManySends' });
        return repo.insert({
          purpose: opts.purpose,
          owner: opts.owner,
          authTime: opts.authTime,
          phone: opts.phone,
          codeHash: hashCode(opts.owner, opts.authTime, code),
          expiresAt: new Date(now.getTime() + SMS_CODE.validitySeconds * 1000),
          createdAt: now,
        });
      });
      try {
        await sms.send({ phone: opts.phone, message: `${opts.messagePrefix} [${code}]` });
      } catch (cause) {
        await repo.delete(id);
        const unavailable = new AppError('SERVICE_UNAVAILABLE', { messageKey: 'sms.msg.unavailable' });
        unavailable.cause = cause; // the provider's own error, for the log of the 503
        throw unavailable;
      }
      await repo.invalidateOwnerBefore({ purpose: opts.purpose, owner: opts.owner, keepId: id }, now);
      return code;
    },

    /** Checks a code; a correct one is marked verified (still to be consumed by the step it guards). */
    async checkCode(opts: {
      purpose: VerificationRow['purpose'];
      owner: string;
      authTime: string;
      code: string;
    }): Promise<{ outcome: CheckOutcome; row?: VerificationRow }> {
      const row = await repo.findLatest(opts);
      if (!row || row.expiresAt.getTime() <= clock.now().getTime()) return { outcome: 'expired' };
      const checks = await repo.addCheck(row.id);
      if (checks > SMS_CODE.maxChecks) return { outcome: 'tooManyChecks' };
      const expected = Buffer.from(row.codeHash);
      const actual = Buffer.from(hashCode(opts.owner, opts.authTime, opts.code));
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { outcome: 'wrong' };
      await repo.markVerified(row.id, clock.now());
      return { outcome: 'verified', row };
    },

    /**
     * A code verified earlier (by checkCode), still unused, verified at most `maxAgeMs` ago, whose value is
     * `code` again: a step that trusts an earlier verification (sign-up's save) proves the same code twice.
     */
    async findVerifiedCode(opts: {
      purpose: VerificationRow['purpose'];
      owner: string;
      authTime: string;
      code: string;
      maxAgeMs: number;
    }): Promise<VerificationRow | undefined> {
      const row = await repo.findLatest(opts);
      if (!row?.verifiedAt || clock.now().getTime() - row.verifiedAt.getTime() > opts.maxAgeMs) return undefined;
      const expected = Buffer.from(row.codeHash);
      const actual = Buffer.from(hashCode(opts.owner, opts.authTime, opts.code));
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? row : undefined;
    },

    /** Retention: codes are useless after 180 s; a day of them is kept for the hourly send limit and support. */
    async purgeOldCodes(): Promise<number> {
      return repo.deleteCreatedBefore(new Date(clock.now().getTime() - 24 * 60 * 60 * 1000));
    },

    /** Consumes a verified code once; false when it was already used. */
    async consume(row: VerificationRow): Promise<boolean> {
      return repo.markUsed(row.id, clock.now());
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
