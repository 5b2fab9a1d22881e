import type { TDelayNoticeRequest } from '@po/contracts';
import { useLineAction } from './line-action';

/** PUT /api/order/lines/delayNotice: a new planned dispatch date (≤ +3 business days) with a reason. */
export const useNoticeDelay = () => useLineAction<TDelayNoticeRequest['lines'][number]>('delayNotice');
