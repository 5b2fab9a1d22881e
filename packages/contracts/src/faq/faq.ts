import { z } from 'zod';
import { ZSerialId } from '../common/ids.ts';
import { ZPageRequest } from '../common/paging.ts';
import { ZFaqMainItem } from './faq-main.ts';

/** The login page's FAQ board lists 10 per page (spec access §2). */
export const FAQ_PAGE_SIZE = 10;

export const ZFaqListRequest = ZPageRequest.extend({ pageSize: z.coerce.number().int().min(1).max(50).default(FAQ_PAGE_SIZE) });
export const ZFaqListReply = z.object({ list: z.array(z.object({ ...ZFaqMainItem.shape, totalCnt: z.number().int() })), totalCnt: z.number().int() });
export const ZFaqDetailParams = z.object({ seq: ZSerialId });
export const ZFaqDetailReply = z.object({ seq: z.number().int(), title: z.string(), regDt: z.string(), contents: z.string() });
export type TFaqDetailReply = z.infer<typeof ZFaqDetailReply>;
