import type {
  TGrntSrvcPopupReply,
  TLanguage,
  TNoticePopupReply,
  TPopupWindowListReply,
  TPopupWindowRow,
  TPopupWindowSaveRequest,
  TSoldOutPopupReply,
  TSoldOutPopupRequest,
} from '@po/contracts';
import { isViewOnlySession } from '@/platform/auth/guards.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { OrderOptionLinesService } from '@/modules/order/order-option-lines.service.ts';
import type { ProductOptionService } from '@/modules/product/product-option.service.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { NoticePopupRepository } from './notice-popup.repository.ts';

/** The guarantee-service terms popup's window code (popup_window, seeded with the spec's 2022 window). */
const GRNT_SRVC = 'GRNT_SRVC';

const extOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};
const windowRow = (w: { popupCd: string; startDt: string; endDt: string; upId: string; upDt: Date }): TPopupWindowRow => ({
  ...w,
  popupCd: w.popupCd as TPopupWindowRow['popupCd'],
  upDt: w.upDt.toISOString(),
});

/** The popups after sign-in (§2 "Popups", §4, §7): notices, sold out soon, guarantee terms; and the operator's windows. */
export function createNoticePopupService(deps: {
  repo: NoticePopupRepository;
  productOptions: ProductOptionService;
  orderOptionLines: OrderOptionLinesService;
  supply: SupplyService;
  clock: Clock;
}) {
  const { repo, productOptions, orderOptionLines, supply, clock } = deps;

  return {
    /** The notices whose popup period includes today (Seoul), with their attachments. Every signed-in session sees them. */
    async listPopupNotices(): Promise<TNoticePopupReply> {
      const rows = await repo.listPopupNotices(seoulDate(clock.now()));
      const files = await repo.listNoticeFiles(rows.map((r) => r.bulletinSq));
      return {
        list: rows.map((r) => ({
          ...r,
          regDt: r.regDt.toISOString(),
          fileList: files.filter((f) => f.ownerId === String(r.bulletinSq)).map((f) => ({ fileSq: f.fileSeq, fileName: f.fileNm, fileExt: extOf(f.fileNm) })),
        })),
      };
    },

    /**
     * A page of the session seller's sold-out-soon options (the option grid's rows for stock 1 to 5) with the
     * counts: soldOutCnt the options, ordCnt the lines paid or preparing on them. A session without a seller
     * (an operator, a master before choosing) has none.
     */
    async listSoldOutSoon(opts: { session: SessionContext; query: TSoldOutPopupRequest; lang: TLanguage }): Promise<TSoldOutPopupReply> {
      const supplyEntrCd = opts.session.supplyEntrCd;
      if (!supplyEntrCd) return { list: [], totalCnt: 0, soldOutCnt: 0, ordCnt: 0 };
      const [page, codes] = await Promise.all([
        productOptions.listSoldOutSoon({ supplyEntrCd, page: opts.query, lang: opts.lang }),
        productOptions.listSoldOutSoonCodes({ supplyEntrCd }),
      ]);
      const ordCnt = await orderOptionLines.countWaitingLines({ supplyEntrCd, prodOptionCds: codes });
      return {
        list: page.list.map((r) => ({
          prodCd: r.prodCd,
          supplyProdCd: r.supplyProdCd,
          prodNm: r.prodNm,
          prodOptionCd: r.prodOptionCd,
          optionValue: [r.optionValue1, r.optionValue2].filter((v) => v !== '').join(' / '),
          brandNm: r.brandNm,
          stockQty: r.stockQty,
        })),
        totalCnt: page.totalCnt,
        soldOutCnt: page.totalCnt,
        ordCnt,
      };
    },

    /**
     * The seller's guarantee-terms agreement and whether its popup shows: unagreed and today (Seoul) inside the
     * GRNT_SRVC window. Never for a session that cannot save it (no seller, master, search-only).
     */
    async getGrntSrvcPopup(opts: { session: SessionContext }): Promise<TGrntSrvcPopupReply> {
      const window = await repo.findWindow(GRNT_SRVC);
      if (!window) throw new AppError('NOT_FOUND');
      const { startDt, endDt } = window;
      const entr = opts.session.supplyEntrCd ? await supply.findSupplyEntr(opts.session.supplyEntrCd) : undefined;
      const grntSrvcAgrmYn = entr?.grntSrvcAgrmYn ?? 'N';
      const today = seoulDate(clock.now());
      const canSave = entr !== undefined && !isViewOnlySession(opts.session);
      const popupYn = canSave && grntSrvcAgrmYn !== 'Y' && startDt <= today && today <= endDt ? 'Y' : 'N';
      return { grntSrvcAgrmYn, popupYn, startDt, endDt };
    },

    async listWindows(): Promise<TPopupWindowListReply> {
      return { list: (await repo.listWindows()).map(windowRow) };
    },

    /** Sets a window's days (start ≤ end checked by the contract); an unknown code is 404. */
    async saveWindow(opts: { session: SessionContext; popupCd: string; body: TPopupWindowSaveRequest }): Promise<TPopupWindowRow> {
      const row = await repo.updateWindow({ popupCd: opts.popupCd, ...opts.body, upId: opts.session.mgrId, upDt: clock.now() });
      if (!row) throw new AppError('NOT_FOUND');
      return windowRow(row);
    },
  };
}
export type NoticePopupService = ReturnType<typeof createNoticePopupService>;
