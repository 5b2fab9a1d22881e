import { defineModule } from '@/platform/modules/module-manifest.ts';
import { joinParts, type ModulePart } from '@/platform/modules/module-part.ts';
import { noticeBoardPart } from './notice-board.part.ts';
import { noticePopupPart } from './notice-popup.part.ts';
import * as noticeTables from './notice.tables.ts';

// The board (list, detail, attachments, the operator's writing) and the popups after sign-in are parts of their
// own: each adds itself here.
const PARTS: readonly ModulePart[] = [noticeBoardPart, noticePopupPart];

/** Notices and the sign-in popups (issue 15). */
export const manifest = defineModule({
  name: 'notice',
  needs: ['product', 'order', 'supply'],
  ...joinParts(PARTS),
  tables: [noticeTables],
});
