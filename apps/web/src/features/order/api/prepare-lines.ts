import type { TLineRefsRequest } from '@po/contracts';
import { useLineAction } from './line-action';

/** PUT /api/order/lines/prepare: payment complete → preparing (20 → 35), per line. */
export const usePrepareLines = () => useLineAction<TLineRefsRequest['lines'][number]>('prepare');
