import type { TLineRefsRequest } from '@po/contracts';
import { useLineAction } from './line-action';

/** PUT /api/order/lines/deliver: manual delivery complete (50 → 60), per line. */
export const useDeliverLines = () => useLineAction<TLineRefsRequest['lines'][number]>('deliver');
