import { ZMgrIdCheckReply } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';

/** GET /api/customer/supply/supplyEntr/mgrId/{mgrId}: how many accounts have the id; 0 = available. */
export function checkMgrId(mgrId: string): Promise<z.output<typeof ZMgrIdCheckReply>> {
  return get(`/customer/supply/supplyEntr/mgrId/${encodeURIComponent(mgrId)}`, { schema: ZMgrIdCheckReply });
}
