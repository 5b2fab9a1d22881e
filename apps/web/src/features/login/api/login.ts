import { ZLoginReply, ZLoginRequest, type TLoginReply, type TLoginRequest } from '@po/contracts';
import { post } from '@/shared/http/client';

/** POST /api/login/login: starts a pending session (the server sets the HttpOnly cookie). */
export const postLogin = (form: TLoginRequest): Promise<TLoginReply> => post('/login/login', ZLoginRequest.parse(form), { schema: ZLoginReply });
