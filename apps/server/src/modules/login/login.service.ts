import type { TLanguage, TLoginReply, TYn, TPasswdCheckReply, TSupplyEntrRow, TSupplyEntrsRequest, TUserInfoReply } from '@po/contracts';
import { stripNonDigits } from '@po/contracts';
import type { AppConfig } from '@/config.ts';
import type { Clock } from '@/platform/clock.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { SessionContext, SessionService } from '@/platform/auth/session.service.ts';
import type { Account, SupplyService } from '@/modules/supply/supply.service.ts';
import { ENTR_STS, entrStsName } from '@/modules/supply/supply.service.ts';
import type { LoginRepository } from './login.repository.ts';
import { verifyPassword } from './password-hasher.ts';
import { profileOf } from '@/platform/auth/session-profile.ts';
import { buildSessionProfile } from './session-profile.ts';

export const LOGIN_LOCK = { maxFailures: 5, windowMinutes: 15 } as const;
export const PASSWORD_MAX_AGE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** Sign-in: password check, pending session, and the server-decided ways to make it active. */
export type Agreements = { sellFeeRateConfirmYn: TYn; agreeYn: TYn; agreeGenuineYn: TYn };

export function createLoginService(deps: { repo: LoginRepository; supply: SupplyService; sessions: SessionService; clock: Clock; config: AppConfig }) {
  const { repo, supply, sessions, clock, config } = deps;

  const isAllowedIp = (ip: string) => config.masterAllowedIps.includes(ip);
  const isExpired = (a: Account) => {
    const now = clock.now().getTime();
    const old = now - a.mgr.passwdChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * DAY_MS;
    const postponed = a.mgr.passwdChangeNextAt !== null && a.mgr.passwdChangeNextAt.getTime() > now;
    return old && !postponed;
  };

  /**
   * The account when the password is right; every try counts toward the 5-in-15-minutes lock. The count
   * and the attempt's row are one step under a lock per id, and the row counts as a failure until the
   * password proves right: simultaneous tries cannot all pass the count, and the slow hash runs outside
   * the lock, holding no connection.
   */
  async function verifyCredentials(opts: { loginId: string; password: string; ip: string }): Promise<Account | null> {
    const attemptId = await repo.withIdLock(opts.loginId, async () => {
      const since = new Date(clock.now().getTime() - LOGIN_LOCK.windowMinutes * 60 * 1000);
      if ((await repo.countRecentFailures(opts.loginId, since)) >= LOGIN_LOCK.maxFailures) {
        throw new AppError('TOO_MANY_REQUESTS', { messageKey: 'login.msg.locked' });
      }
      return repo.insertPendingAttempt({ loginId: opts.loginId, ip: opts.ip, at: clock.now() });
    });
    const account = await supply.findAccount(opts.loginId);
    const ok = await verifyPassword(account?.mgr.passwdHash, opts.password);
    if (ok) await repo.markAttemptSucceeded(attemptId);
    return ok ? (account ?? null) : null;
  }

  /** Replaces a session by a new active one (new id after the second factor). */
  async function activate(session: SessionContext, client: ClientInfo): Promise<{ token: string; context: SessionContext }> {
    const next = await sessions.createSession({
      mgrId: session.mgrId,
      state: 'active',
      supplyEntrCd: session.supplyEntrCd,
      data: session.data,
      ip: client.ip,
      ...(client.userAgent ? { userAgent: client.userAgent } : {}),
    });
    await sessions.revokeSession(session.idHash);
    return next;
  }

  /** The flags that send a newly active session to its redirect or to /Necessary (spec access §4 step 8); accounts without a seller owe none. */
  async function agreementsOf(session: SessionContext): Promise<Agreements> {
    const entr = session.supplyEntrCd ? await supply.findSupplyEntr(session.supplyEntrCd) : undefined;
    return entr
      ? { sellFeeRateConfirmYn: entr.sellFeeRateConfirmYn, agreeYn: entr.agreeYn, agreeGenuineYn: entr.agreeGenuineYn }
      : { sellFeeRateConfirmYn: 'Y', agreeYn: 'Y', agreeGenuineYn: 'Y' };
  }

  return {
    verifyCredentials,

    /** Retention: sign-in attempts are access logs, kept 3 months (privacy policy). */
    async purgeOldAttempts(): Promise<number> {
      const cutoff = new Date(clock.now());
      cutoff.setMonth(cutoff.getMonth() - 3);
      return repo.deleteBefore(cutoff);
    },

    /** spec access §4 step 1-3. A wrong password answers like a missing account. */
    async checkPasswordStatus(opts: { loginId: string; password: string; ip: string }): Promise<TPasswdCheckReply> {
      const account = await verifyCredentials(opts);
      if (!account) return { existenceYn: 'N', inactiveYn: 'N', expYn: 'N', initYn: 'N' };
      return {
        existenceYn: 'Y',
        inactiveYn: account.mgr.inactive ? 'Y' : 'N',
        expYn: isExpired(account) ? 'Y' : 'N',
        initYn: account.mgr.passwdInitial ? 'Y' : 'N',
      };
    },

    /** Starts a pending session: it may only finish signing in until the server activates it. */
    async login(opts: {
      loginId: string;
      password: string;
      client: ClientInfo;
      lang: 'ko' | 'en';
      entrStsMessage: (code: string) => string;
    }): Promise<{ token: string; reply: TLoginReply }> {
      const account = await verifyCredentials({ loginId: opts.loginId, password: opts.password, ip: opts.client.ip });
      if (!account || account.mgr.inactive) throw new AppError('FORBIDDEN', { messageKey: 'login.msg.existenceYn', status: 401 });
      if (account.mgr.passwdInitial) throw new AppError('FORBIDDEN', { messageKey: 'login.msg.initYn' });
      if (isExpired(account)) throw new AppError('FORBIDDEN', { messageKey: 'login.msg.expYn' });
      const profile = buildSessionProfile(account);
      const phones = await supply.listAuthPhones(account.mgr.mgrId);
      const { token } = await sessions.createSession({
        mgrId: account.mgr.mgrId,
        state: 'pending',
        supplyEntrCd: profile.isMaster ? null : account.mgr.supplyEntrCd,
        data: { ...profile },
        ip: opts.client.ip,
        ...(opts.client.userAgent ? { userAgent: opts.client.userAgent } : {}),
      });
      const entrStsCd = account.entr?.entrStsCd ?? ENTR_STS.entered;
      const entered = entrStsCd === ENTR_STS.entered;
      return {
        token,
        reply: {
          login: true,
          isMasterLogin: profile.isMaster ? 'Y' : 'N',
          isAllowIp: isAllowedIp(opts.client.ip) ? 'Y' : 'N',
          resultMsg: entered ? '' : opts.entrStsMessage(entrStsCd),
          entrStsYn: entered ? 'Y' : 'N',
          entrStsCd,
          entrType: profile.entrType,
          supplyEntrCd: profile.isMaster ? null : account.mgr.supplyEntrCd,
          authPhoneNoExistsYn: phones.some((p) => p.sphoneUseYn === 'Y') ? 'Y' : 'N',
          loginNm: profile.loginNm,
          roleCd: account.mgr.roleCd,
          isEcMonitor: profile.isOnlySearch ? 'Y' : 'N',
        },
      };
    },

    /** Y when this account must pass the SMS step (the server's decision, never the client's). */
    authPopupFlag(session: SessionContext): 'Y' | 'N' {
      return profileOf(session).smsRequired ? 'Y' : 'N';
    },

    masterFlag(session: SessionContext): 'Y' | 'N' {
      return profileOf(session).isMaster ? 'Y' : 'N';
    },

    /** Activation without SMS, each allowed only to the accounts the spec names. */
    async activateWithout(kind: 'master' | 'monitor' | 'foreign', session: SessionContext, client: ClientInfo) {
      const p = profileOf(session);
      const allowed =
        kind === 'master'
          ? p.isMaster && isAllowedIp(client.ip)
          : kind === 'monitor'
            ? (p.isOnlySearch && isAllowedIp(client.ip)) || p.entrType === 'G'
            : !p.smsRequired && !p.isMaster;
      if (!allowed) throw new AppError('FORBIDDEN', { messageKey: 'login.msg.notAllowed' });
      return { ...(await activate(session, client)), agreements: await agreementsOf(session) };
    },

    agreementsOf,

    /** After a verified SMS code. */
    activateAfterSms: activate,

    /** A master (or operator) chooses the seller it views. */
    async chooseSupplier(session: SessionContext, supplyEntrCd: string): Promise<{ loginNm: string; supplyEntrCd: string; supplyEntrNm: string }> {
      const p = profileOf(session);
      if (!p.isMaster && !p.roles.includes('admin')) throw new AppError('FORBIDDEN', { messageKey: 'login.msg.notMaster' });
      const entr = await supply.findSupplyEntr(supplyEntrCd);
      if (!entr) throw new AppError('NOT_FOUND');
      await sessions.updateSession(session.idHash, { supplyEntrCd, data: { ...session.data, supplyEntrNm: entr.supplyEntrNm, entrType: entr.entrType } });
      return { loginNm: p.loginNm, supplyEntrCd, supplyEntrNm: entr.supplyEntrNm };
    },

    /** The master's supplier dialog (operators may use it too); a business number matches with or without dashes. */
    async searchSuppliers(session: SessionContext, req: TSupplyEntrsRequest, lang: TLanguage): Promise<{ list: TSupplyEntrRow[]; totalCnt: number }> {
      const p = profileOf(session);
      if (!p.isMaster && !p.roles.includes('admin')) throw new AppError('FORBIDDEN', { messageKey: 'login.msg.notMaster' });
      const offset = (req.pageNum - 1) * req.pageSize;
      const { rows, totalCnt } = await supply.searchSupplyEntrs({
        ...(req.searchOption ? { option: req.searchOption, term: searchTerm(req.searchOption, req.searchOptionNm) } : {}),
        ...(req.entrStsCd ? { entrStsCd: req.entrStsCd } : {}),
        offset,
        limit: req.pageSize,
      });
      const list = rows.map((r, i) => ({
        rnum: offset + i + 1,
        supplyEntrCd: r.supplyEntrCd,
        supplyEntrNm: r.supplyEntrNm,
        ownerNm: r.ownerNm,
        bizNo: r.bizNo,
        entrStsCd: r.entrStsCd,
        entrStsNm: entrStsName(r.entrStsCd, lang),
        agreeYn: r.agreeYn,
        sellFeeRateConfirmYn: r.sellFeeRateConfirmYn,
        totalCnt,
      }));
      return { list, totalCnt };
    },

    userInfo(session: SessionContext): TUserInfoReply {
      const p = profileOf(session);
      return {
        loginNm: p.loginNm,
        mgrId: session.mgrId,
        isOnlySearch: p.isOnlySearch ? 'Y' : 'N',
        roles: p.roles,
        managerRole: p.managerRoles,
        entrFlag: p.isMaster || p.roles.includes('admin') ? 'A' : 'C',
        entrType: p.entrType,
        supplyEntrCd: session.supplyEntrCd,
        supplyEntrNm: p.supplyEntrNm,
        isMasterLogin: p.isMaster ? 'Y' : 'N',
      };
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;

/** Business numbers are stored as digits; people type them as printed (124-81-00998). */
function searchTerm(option: NonNullable<TSupplyEntrsRequest['searchOption']>, term: string | undefined): string | undefined {
  return option === 'bizNo' && term ? stripNonDigits(term) : term;
}
