import { z } from 'zod/mini';

/**
 * Reply of `GET /api/login/userInfo`: who is signed in. The session cookie is HttpOnly, so this call is
 * how the web learns the account, its roles and its flags. No session answers 401 SESSION_TIMEOUT_ERROR.
 * A master session that has not picked a supplier yet has no supplier code or name.
 */
export const ZUserInfoReply = z.object({
  loginNm: z.string(),
  mgrId: z.string(),
  /** Search-only account: the dashboard loads less (business-area §6). */
  isOnlySearch: z.enum(['Y', 'N']),
  roles: z.array(z.string()),
  managerRole: z.array(z.string()),
  /** A for master/admin sessions, C for normal sellers. */
  entrFlag: z.enum(['A', 'C']),
  /** N domestic, O open-market, G global. */
  entrType: z.enum(['N', 'O', 'G']),
  supplyEntrCd: z.nullable(z.string()),
  supplyEntrNm: z.nullable(z.string()),
  isMasterLogin: z.enum(['Y', 'N']),
});
export type TUserInfoReply = z.infer<typeof ZUserInfoReply>;
