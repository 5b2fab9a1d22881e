import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { USER_INFO_KEY, userInfoQuery } from '@/shared/session/user-info';

/**
 * After the server activated the session: ask again who is signed in (the cached answer is "nobody",
 * kept forever), then go on. Fetching before navigating matters: the session guard reads the cache, and
 * a stale "nobody" would send the user straight back to /login.
 */
export function useFinishSignIn(): (to: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      try {
        await queryClient.fetchQuery({ ...userInfoQuery, staleTime: 0 });
      } catch {
        // Let the guard ask on its own.
        queryClient.removeQueries({ queryKey: USER_INFO_KEY });
      }
      await navigate(to, { replace: true });
    },
    [queryClient, navigate],
  );
}
