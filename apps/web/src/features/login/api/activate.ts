import { ZActivateReply } from '@po/contracts';
import { post } from '@/shared/http/client';

/**
 * The server-checked ways to activate a pending session without SMS (spec access §4 step 5 and 7); each
 * answers 403 FORBIDDEN when the account may not use it.
 */
const activate = (kind: 'master' | 'monitor' | 'foreign') => () => post(`/login/${kind}Login`, undefined, { schema: ZActivateReply });

export const postMasterLogin = activate('master');
export const postMonitorLogin = activate('monitor');
export const postForeignLogin = activate('foreign');
