import type { TMemoRequest } from '@po/contracts';
import { useLineAction } from './line-action';

/** PUT /api/order/lines/memo: the seller's memo on a line (300 characters). */
export const useSaveLineMemo = () => useLineAction<TMemoRequest['lines'][number]>('memo');
