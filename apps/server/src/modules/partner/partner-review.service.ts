import {
  INTL_EMPTY_BUSINESS_NUMBER,
  PARTNER_JOIN_STATUS,
  type TLanguage,
  type TPartnerJoinApproveRequest,
  type TPartnerJoinDetailReply,
  type TPartnerJoinListRequest,
} from '@po/contracts';
import type { AuditService } from '@/platform/audit/audit.service.ts';
import { actorOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import { toPartnerJoinDetail, toPartnerJoinRow } from './partner-view.ts';
import type { PartnerJoinRow, PartnerRepository } from './partner.repository.ts';

const OWNER = 'partnerJoin' as const;
const isDomestic = (r: PartnerJoinRow) => r.bizGb === 'C' || r.bizGb === 'P';

/** The operator's review of applications (/admin): list, detail with files, approve, reject, close. */
export function createPartnerReviewService(deps: {
  repo: PartnerRepository;
  supply: SupplyService;
  files: FileStore;
  audit: AuditService;
  db: Database;
  clock: Clock;
}) {
  const { repo, supply, files, audit, db, clock } = deps;

  /** The application locked for a decision; only a pending one can be decided. */
  async function lockPending(applSeq: number): Promise<PartnerJoinRow> {
    const appl = await repo.findForUpdate(applSeq);
    if (!appl) throw new AppError('NOT_FOUND');
    if (appl.entrStsCd !== PARTNER_JOIN_STATUS.applied || !appl.passwdHash) throw new AppError('CONFLICT', { messageKey: 'partner.msg.notPending' });
    return appl;
  }

  /** The seller company and its first account, as the application describes them. */
  async function createSeller(a: PartnerJoinRow & { passwdHash: string }, supplyEntrCd: string, terms: NonNullable<TPartnerJoinApproveRequest>): Promise<void> {
    await supply.createSupplyEntr({
      supplyEntrCd,
      supplyEntrNm: a.supplyEntrNm,
      ownerNm: a.ownerNm,
      bizGb: a.bizGb,
      bizNo: a.bizNo || INTL_EMPTY_BUSINESS_NUMBER,
      bizKind: a.bizKind,
      bizType: a.bizType,
      entrType: a.entrType,
      entrStsCd: PARTNER_JOIN_STATUS.entered,
      phone: a.phone,
      fax: a.fax,
      zipNo: a.zipNo,
      fixAddr: a.fixAddr,
      dtlAddr: a.dtlAddr,
      bizCountryCd: a.bizCountryCd,
      bizCityNm: a.bizCityNm,
      homeUrl: a.homeUrl,
      chgNm: a.chgNm,
      chgHphone: a.chgHphone,
      chgEmail: a.chgEmail,
      csOperatorNm: a.csOperatorNm,
      csOperatorPhone: a.csOperatorPhone,
      csOperatorEmail: a.csOperatorEmail,
      sacOperatorNm: a.sacOperatorNm,
      sacOperatorPhone: a.sacOperatorPhone,
      sacOperatorEmail: a.sacOperatorEmail,
      usdSacUseYn: a.usdSacUseYn,
      bankCd: a.bankCd,
      bankNm: a.bankNm,
      accountNm: a.accountNm,
      accountNo: a.accountNo,
      bankEnAddr: a.bankEnAddr,
      swiftCd: a.swiftCd,
      countryCd: a.countryCd,
      mdNm: a.mdNm,
      deptNm: a.deptNm,
      ntceYn: a.ntceYn,
      sellFeeRate: terms.sellFeeRate,
      settleDay: terms.settleDay,
      // The fee rate is the operator's; the seller confirms it on /Necessary at the first sign-in.
      sellFeeRateConfirmYn: 'N',
      agreeYn: a.agreeYn,
      agreeGenuineYn: a.agreeGenuineYn,
      grntSrvcAgrmYn: 'N',
      agreedAt: a.createdAt,
    });
    const { mgrId, passwdHash } = a;
    await supply.createMgr({ mgrId, supplyEntrCd, mgrNm: a.chgNm, passwdHash, roleCd: '30', managerRoles: ['40'], passwdChangedAt: clock.now() });
    // The domestic manager mobile was proven by SMS when applying: it becomes the sign-in phone.
    if (isDomestic(a)) await supply.addAuthPhone({ mgrId, supplyEntrCd, sphone: a.chgHphone });
  }

  async function decide(opts: { session: SessionContext; applSeq: number; entrStsCd: '20' | '99'; rejectReason: string | null }): Promise<1> {
    await db.transaction(async () => {
      await lockPending(opts.applSeq);
      await repo.decide(opts.applSeq, { entrStsCd: opts.entrStsCd, rejectReason: opts.rejectReason, decidedAt: clock.now(), decidedBy: opts.session.mgrId });
    });
    return 1;
  }

  return {
    async listPartnerJoins(opts: { query: TPartnerJoinListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, ...filters } = opts.query;
      const { rows, totalCnt } = await repo.listPage({ filters, page: { pageNum, pageSize } });
      return { list: rows.map((r) => toPartnerJoinRow(r, opts.lang)), totalCnt };
    },

    async getPartnerJoin(opts: { applSeq: number; lang: TLanguage }): Promise<TPartnerJoinDetailReply> {
      const appl = await repo.find(opts.applSeq);
      if (!appl) throw new AppError('NOT_FOUND');
      return toPartnerJoinDetail(appl, await files.listFiles(OWNER, [String(appl.applSeq)]), opts.lang);
    },

    /** One attachment with its bytes (served as an attachment by the route). */
    async openPartnerJoinFile(opts: { applSeq: number; fileSeq: number }) {
      const file = await files.readFile({ ownerType: OWNER, ownerId: String(opts.applSeq) }, opts.fileSeq);
      if (!file) throw new AppError('NOT_FOUND');
      return file;
    },

    /**
     * Makes the seller: a company with a new code (status entered), its manager account with the applicant's
     * id and password hash (role 30, manager role 40), agreements copied; all in one transaction.
     */
    async approvePartnerJoin(opts: {
      session: SessionContext;
      applSeq: number;
      terms: TPartnerJoinApproveRequest;
    }): Promise<{ supplyEntrCd: string; mgrId: string }> {
      return db.transaction(async () => {
        const appl = await lockPending(opts.applSeq);
        if (await supply.findAccount(appl.mgrId)) throw new AppError('CONFLICT', { messageKey: 'partner.msg.mgrIdTaken' });
        if (isDomestic(appl) && (await supply.isBizNoRegistered(appl.bizNo))) throw new AppError('CONFLICT', { messageKey: 'partner.msg.bizNoTaken' });
        const supplyEntrCd = await supply.nextSupplyEntrCd();
        await createSeller({ ...appl, passwdHash: appl.passwdHash ?? '' }, supplyEntrCd, opts.terms);
        await repo.decide(appl.applSeq, { entrStsCd: PARTNER_JOIN_STATUS.entered, supplyEntrCd, decidedAt: clock.now(), decidedBy: opts.session.mgrId });
        const changes = { entrStsCd: { from: null, to: PARTNER_JOIN_STATUS.entered }, applSeq: { from: null, to: appl.applSeq } };
        await audit.recordChange({ supplyEntrCd, entity: 'supplyEntr', entityId: supplyEntrCd, actor: actorOf(opts.session), changes });
        return { supplyEntrCd, mgrId: appl.mgrId };
      });
    },

    /** Refuses with a reason the applicant is told; the id and business number are free to apply again. */
    rejectPartnerJoin: (opts: { session: SessionContext; applSeq: number; rejectReason: string }) =>
      decide({ ...opts, entrStsCd: PARTNER_JOIN_STATUS.rejected }),

    /** Closes without a decision (a duplicate, a withdrawn or a spam application); the applicant may apply again. */
    closePartnerJoin: (opts: { session: SessionContext; applSeq: number }) => decide({ ...opts, entrStsCd: PARTNER_JOIN_STATUS.closed, rejectReason: null }),
  };
}
export type PartnerReviewService = ReturnType<typeof createPartnerReviewService>;
