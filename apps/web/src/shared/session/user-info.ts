import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserInfoReply, type TUserInfoReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { isApiError } from '@/shared/http/errors';

export const USER_INFO_KEY = ['login', 'userInfo'] as const;

/** Who is signed in; null when there is no session (401 SESSION_TIMEOUT_ERROR is the normal "no"). */
export async function fetchUserInfo(signal?: AbortSignal): Promise<TUserInfoReply | null> {
  try {
    return await get('/login/userInfo', { schema: ZUserInfoReply, signal, quietSession: true });
  } catch (error) {
    if (isApiError(error, 'SESSION_TIMEOUT_ERROR')) return null;
    throw error;
  }
}

export const userInfoQuery = queryOptions({
  queryKey: USER_INFO_KEY,
  queryFn: ({ signal }) => fetchUserInfo(signal),
  // The session changes only by signing in or out, and both reset this entry.
  staleTime: Infinity,
  retry: false,
});

export const useUserInfo = () => useQuery(userInfoQuery);
