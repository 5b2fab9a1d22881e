import { ZAddAuthPhoneReply, ZAddAuthPhoneRequest, type TAddAuthPhoneRequest } from '@po/contracts';
import type { z } from 'zod';
import { post } from '@/shared/http/client';

/** POST /api/customer/supply/authPhoneNo: registers a phone proven by its code (spec access §8 phone save reply). */
export const postAuthPhone = (body: TAddAuthPhoneRequest): Promise<z.output<typeof ZAddAuthPhoneReply>> =>
  post('/customer/supply/authPhoneNo', ZAddAuthPhoneRequest.parse(body), { schema: ZAddAuthPhoneReply });
