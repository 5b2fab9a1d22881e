import type { ModulePart } from '@/platform/modules/module-part.ts';
import { createNoticePopupRepository } from './notice-popup.repository.ts';
import { noticePopupRoutes } from './notice-popup.routes.ts';
import { createNoticePopupService, type NoticePopupService } from './notice-popup.service.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    noticePopups: NoticePopupService;
  }
}

/** The popups after sign-in (notice, sold out soon, guarantee terms) and the operator's popup windows. */
export const noticePopupPart: ModulePart = {
  services: ({ db, clock }, s) => ({
    noticePopups: createNoticePopupService({
      repo: createNoticePopupRepository(db),
      productOptions: s.productOptions,
      orderOptionLines: s.orderOptionLines,
      supply: s.supply,
      clock,
    }),
  }),
  routes: ({ services }) => [noticePopupRoutes({ popups: services.noticePopups })],
};
