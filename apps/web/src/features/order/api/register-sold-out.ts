import type { TLineRefsRequest } from '@po/contracts';
import { useLineAction } from './line-action';

/** PUT /api/order/lines/soldOut: sold out, the rest cancelled and the buyer told; cannot be undone. */
export const useRegisterSoldOut = () => useLineAction<TLineRefsRequest['lines'][number]>('soldOut');
