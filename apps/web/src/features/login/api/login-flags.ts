import { ZFlagReply, type TYn } from '@po/contracts';
import { get } from '@/shared/http/client';

/** GET /api/login/masterFlag: Y for a master account. */
export const getMasterFlag = (): Promise<TYn> => get('/login/masterFlag', { schema: ZFlagReply });

/** GET /api/login/authPopupFlag: Y when the account must pass the SMS step (the server decides). */
export const getAuthPopupFlag = (): Promise<TYn> => get('/login/authPopupFlag', { schema: ZFlagReply });
