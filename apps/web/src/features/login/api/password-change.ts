import { ZOneReply, ZPasswordChangeRequest } from '@po/contracts';
import type { z } from 'zod';
import { put } from '@/shared/http/client';

type Body = z.input<typeof ZPasswordChangeRequest>;

/** PUT /api/login/newPasswordChange: 1 on success; rule failures answer VALIDATION_ERROR per field. */
export const putNewPasswordChange = (body: Body): Promise<1> => put('/login/newPasswordChange', ZPasswordChangeRequest.parse(body), { schema: ZOneReply });

/** PUT /api/login/passwordChangeNext: "next time" for an expired password (403 for a reset one). */
export const putPasswordChangeNext = (body: Body): Promise<1> => put('/login/passwordChangeNext', ZPasswordChangeRequest.parse(body), { schema: ZOneReply });
