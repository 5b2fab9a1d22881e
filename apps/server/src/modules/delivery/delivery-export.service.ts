import {
  LANGUAGES,
  ZDeliveryLocListFilter,
  ZDeliveryPolicyListFilter,
  type TDeliveryLocListFilter,
  type TDeliveryPolicyListFilter,
  type TJobStartedReply,
  type TLanguage,
} from '@po/contracts';
import { z } from 'zod';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import { exportListToXlsx } from '@/platform/excel/list-export.ts';
import { translate } from '@/platform/http/messages.ts';
import type { JobContext, JobHandler } from '@/platform/jobs/job-handler.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { policyColumns, siteColumns } from './delivery-export-columns.ts';
import type { DeliveryLocService } from './delivery-loc.service.ts';
import type { DeliveryPolicyService } from './delivery-policy.service.ts';

export const SITES_EXCEL = 'delivery-sites-excel';
export const POLICIES_EXCEL = 'delivery-policies-excel';

const payloadOf = <F extends z.ZodType>(filters: F) => z.object({ filters, lang: z.enum(LANGUAGES) });
const ZSitesPayload = payloadOf(ZDeliveryLocListFilter);
const ZPoliciesPayload = payloadOf(ZDeliveryPolicyListFilter);

/** Excel exports of the shipping-site and fee-policy lists, with the list's search, as durable jobs. */
export function createDeliveryExportService(deps: { jobs: JobQueue; sites: DeliveryLocService; policies: DeliveryPolicyService; clock: Clock }) {
  const { jobs, sites, policies, clock } = deps;

  async function start(kind: string, session: SessionContext, payload: unknown): Promise<TJobStartedReply> {
    const jobId = await jobs.enqueue({ kind, payload, supplyEntrCd: companyOf(session), requestedBy: actorOf(session).mgrId });
    // Without a unique key an enqueue always stores its job.
    return { jobId: jobId! };
  }

  const fileNm = (titleKey: 'menu.setting.delivery' | 'menu.setting.deliveryPolicyList', lang: TLanguage) =>
    `${translate(titleKey, lang).replace(/[\\/:*?"<>|]/g, '_')}_${seoulDate(clock.now())}.xlsx`;

  /** The seller the job was started for; a job without one is not an export's. */
  const sellerOf = (ctx: JobContext) => {
    if (!ctx.supplyEntrCd) throw new Error(`export job ${ctx.id} names no seller`);
    return ctx.supplyEntrCd;
  };

  const handlers: JobHandler[] = [
    {
      kind: SITES_EXCEL,
      run: async (ctx) => {
        const { filters, lang } = ZSitesPayload.parse(ctx.payload);
        const supplyEntrCd = sellerOf(ctx);
        return exportListToXlsx({
          ctx,
          sheetName: 'sites',
          fileNm: fileNm('menu.setting.delivery', lang),
          lang,
          columns: siteColumns(lang),
          fetchPage: (page) => sites.listSitePage({ supplyEntrCd, filters, page, lang }),
        });
      },
    },
    {
      kind: POLICIES_EXCEL,
      run: async (ctx) => {
        const { filters, lang } = ZPoliciesPayload.parse(ctx.payload);
        const supplyEntrCd = sellerOf(ctx);
        return exportListToXlsx({
          ctx,
          sheetName: 'policies',
          fileNm: fileNm('menu.setting.deliveryPolicyList', lang),
          lang,
          columns: policyColumns(lang),
          fetchPage: (page) => policies.listPolicyPage({ supplyEntrCd, filters, page, lang }),
        });
      },
    },
  ];

  return {
    handlers,
    /** Starts the site list's export with the screen's search; answers the job to follow. */
    startSitesExport: (opts: { session: SessionContext; filters: TDeliveryLocListFilter; lang: TLanguage }) =>
      start(SITES_EXCEL, opts.session, { filters: opts.filters, lang: opts.lang }),
    /** Starts the fee-policy list's export with the screen's search. */
    startPoliciesExport: (opts: { session: SessionContext; filters: TDeliveryPolicyListFilter; lang: TLanguage }) =>
      start(POLICIES_EXCEL, opts.session, { filters: opts.filters, lang: opts.lang }),
  };
}
export type DeliveryExportService = ReturnType<typeof createDeliveryExportService>;
