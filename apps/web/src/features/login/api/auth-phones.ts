import { ZAuthPhoneListReply, type TAuthPhoneItem } from '@po/contracts';
import { get } from '@/shared/http/client';

/**
 * GET /api/customer/supply/authPhoneNos: the account's phones, masked for display. `quietSession` hands a
 * missing pending session back as an error (the second-factor page probes with it) instead of the alert.
 */
export const getAuthPhoneNos = (opts: { quietSession?: boolean; signal?: AbortSignal } = {}): Promise<TAuthPhoneItem[]> =>
  get('/customer/supply/authPhoneNos', { schema: ZAuthPhoneListReply, ...opts });
