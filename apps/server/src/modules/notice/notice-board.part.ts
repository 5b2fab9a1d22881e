import type { ModulePart } from '@/platform/modules/module-part.ts';
import { createNoticeAdminService, type NoticeAdminService } from './notice-admin.service.ts';
import { noticeAdminRoutes } from './notice-admin.routes.ts';
import { createNoticeBoardService, type NoticeBoardService } from './notice-board.service.ts';
import { noticeBoardRoutes } from './notice-board.routes.ts';
import { createNoticeRepository } from './notice.repository.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    noticeBoard: NoticeBoardService;
    noticeAdmin: NoticeAdminService;
  }
}

/** The board every session reads (list, detail, downloads) and the operator's writing of it. */
export const noticeBoardPart: ModulePart = {
  services: ({ db, clock }, s) => {
    const repo = createNoticeRepository(db);
    return {
      noticeBoard: createNoticeBoardService({ repo, files: s.files }),
      noticeAdmin: createNoticeAdminService({ repo, files: s.files, db, clock }),
    };
  },
  routes: ({ services }) => [
    noticeBoardRoutes({ board: services.noticeBoard }),
    noticeAdminRoutes({ admin: services.noticeAdmin, idempotency: services.idempotency }),
  ],
};
