import { useMutation } from '@tanstack/react-query';
import { ZAdminLoginReply, type TAdminLoginRequest } from '@po/contracts';
import { post } from '@/shared/http/client';

/** POST /api/login/adminLogin: the seller this master session acts for (sets SUPPLY_ENTR_CD, MASTER_SELECTED). */
export function adminLogin(body: TAdminLoginRequest) {
  return post('/login/adminLogin', body, { schema: ZAdminLoginReply });
}

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin });
