import { ZLoginRequest, ZPasswdCheckReply, type TLoginRequest, type TPasswdCheckReply } from '@po/contracts';
import { post } from '@/shared/http/client';

/** POST /api/login/passwdCheck: password status before signing in (spec access §4 step 1). */
export const postPasswdCheck = (form: TLoginRequest): Promise<TPasswdCheckReply> =>
  post('/login/passwdCheck', ZLoginRequest.parse(form), { schema: ZPasswdCheckReply });
