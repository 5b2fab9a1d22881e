import { postLogout } from '@/shared/session/logout';
import type { SignInApi } from '@/features/login/model/sign-in-flow';
import { postForeignLogin, postMasterLogin, postMonitorLogin } from './activate';
import { getAuthPhoneNos } from './auth-phones';
import { postLogin } from './login';
import { getAuthPopupFlag, getMasterFlag } from './login-flags';
import { postPasswdCheck } from './passwd-check';

/** The real calls behind the sign-in flow. */
export const signInApi: SignInApi = {
  passwdCheck: postPasswdCheck,
  login: postLogin,
  masterFlag: getMasterFlag,
  authPopupFlag: getAuthPopupFlag,
  masterLogin: postMasterLogin,
  monitorLogin: postMonitorLogin,
  foreignLogin: postForeignLogin,
  authPhoneNos: () => getAuthPhoneNos(),
  logout: postLogout,
};
