import {
  DASHBOARD_LIMITS,
  type TSupplyCsAdminListReply,
  type TSupplyCsAdminListRequest,
  type TSupplyCsCreateRequest,
  type TSupplyCsListReply,
  type TSupplyCsListRequest,
  type TSupplyCsRow,
} from '@po/contracts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import type { SupplyCsRecord, SupplyCsRepository } from './supply-cs.repository.ts';

const MINUTE_MS = 60_000;
const TARGET_MS = DASHBOARD_LIMITS.csAnswerTargetHours * 60 * MINUTE_MS;

/** A closing due day (yyyy-MM-dd) is due at that Seoul day's end; an instant is due then. */
export function closingDueOf(clsnFixDt: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(clsnFixDt) ? new Date(Date.parse(`${clsnFixDt}T23:59:59.999+09:00`)) : new Date(clsnFixDt);
}

/** The row with the 4-hour target (§9): response minutes, within the target, overdue (past 4 h or the due time while waiting). */
export function toCsRow(r: SupplyCsRecord, now: Date): TSupplyCsRow {
  const taken = r.rspnDt ? r.rspnDt.getTime() - r.regDt.getTime() : null;
  const waitingLate = !r.rspnDt && (now.getTime() - r.regDt.getTime() > TARGET_MS || now.getTime() > r.clsnFixDt.getTime());
  return {
    supplyCsSq: r.supplyCsSq,
    ordNo: r.ordNo,
    inqrCont: r.inqrCont,
    ugntYn: r.ugntYn,
    rspnDivCd: r.rspnDivCd as TSupplyCsRow['rspnDivCd'],
    clsnFixDt: r.clsnFixDt.toISOString(),
    regDt: r.regDt.toISOString(),
    stsCd: r.stsCd,
    rspnCont: r.rspnCont,
    rspnDt: r.rspnDt?.toISOString() ?? null,
    rspnMinutes: taken === null ? null : Math.floor(taken / MINUTE_MS),
    inTargetYn: taken !== null && taken <= TARGET_MS ? 'Y' : 'N',
    overdueYn: waitingLate ? 'Y' : 'N',
  };
}

/** CS inquiries: the operator opens them to a seller, the seller answers once (menu qna.supplyCs, admin.supplyCsList). */
export function createSupplyCsService(deps: { repo: SupplyCsRepository; supply: SupplyService; clock: Clock }) {
  const { repo, supply, clock } = deps;

  const load = async (supplyCsSq: number, supplyEntrCd?: string) => {
    const row = await repo.find(supplyCsSq, supplyEntrCd);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  const adminRows = async (rows: SupplyCsRecord[]) => {
    const names = await supply.findSupplyEntrNames(rows.map((r) => r.supplyEntrCd));
    const now = clock.now();
    return rows.map((r) => ({ ...toCsRow(r, now), supplyEntrCd: r.supplyEntrCd, supplyEntrNm: names.get(r.supplyEntrCd) ?? r.supplyEntrCd, regId: r.regId }));
  };

  return {
    async listInquiries(opts: { session: SessionContext; query: TSupplyCsListRequest }): Promise<TSupplyCsListReply> {
      const { pageNum, pageSize, ...filters } = opts.query;
      const { rows, totalCnt } = await repo.listPage({ filters: { ...filters, supplyEntrCd: companyOf(opts.session) }, page: { pageNum, pageSize } });
      const now = clock.now();
      return { list: rows.map((r) => toCsRow(r, now)), totalCnt };
    },

    async getInquiry(opts: { session: SessionContext; supplyCsSq: number }): Promise<TSupplyCsRow> {
      return toCsRow(await load(opts.supplyCsSq, companyOf(opts.session)), clock.now());
    },

    /** The seller's answer, once: a second save (or the loser of two at once) is 409 csAnswered. */
    async answerInquiry(opts: { session: SessionContext; supplyCsSq: number; rspnCont: string }): Promise<TSupplyCsRow> {
      const supplyEntrCd = companyOf(opts.session);
      const row = await load(opts.supplyCsSq, supplyEntrCd);
      const answered = () => new AppError('CONFLICT', { messageKey: 'qna.msg.csAnswered' });
      if (row.stsCd === 'ANSWERED') throw answered();
      if (!(await repo.saveAnswer({ supplyEntrCd, supplyCsSq: opts.supplyCsSq, rspnCont: opts.rspnCont, at: clock.now(), by: opts.session.mgrId })))
        throw answered();
      return toCsRow(await load(opts.supplyCsSq, supplyEntrCd), clock.now());
    },

    /** The operator opens an inquiry to a known seller, due not in the past. */
    async openInquiry(opts: { session: SessionContext; body: TSupplyCsCreateRequest }): Promise<{ supplyCsSq: number }> {
      const b = opts.body;
      if (!(await supply.findSupplyEntr(b.supplyEntrCd))) throw validationError([{ field: 'supplyEntrCd', messageKey: 'qnaAdmin.msg.sellerNotFound' }]);
      const now = clock.now();
      const due = closingDueOf(b.clsnFixDt);
      if (due.getTime() < now.getTime()) throw validationError([{ field: 'clsnFixDt', messageKey: 'qnaAdmin.msg.clsnFixPast' }]);
      const supplyCsSq = await repo.insert({
        supplyEntrCd: b.supplyEntrCd,
        ordNo: b.ordNo || null,
        inqrCont: b.inqrCont,
        ugntYn: b.ugntYn,
        rspnDivCd: b.rspnDivCd,
        clsnFixDt: due,
        regId: opts.session.mgrId,
        regDt: now,
      });
      return { supplyCsSq };
    },

    async listAll(query: TSupplyCsAdminListRequest): Promise<TSupplyCsAdminListReply> {
      const { pageNum, pageSize, ...filters } = query;
      const { rows, totalCnt } = await repo.listPage({ filters, page: { pageNum, pageSize } });
      return { list: await adminRows(rows), totalCnt };
    },

    async getAny(supplyCsSq: number) {
      const [row] = await adminRows([await load(supplyCsSq)]);
      return row!;
    },
  };
}
export type SupplyCsService = ReturnType<typeof createSupplyCsService>;
