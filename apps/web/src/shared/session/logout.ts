import { post } from '@/shared/http/client';

/** POST /api/login/logout: ends the server session and clears its cookie. */
export async function postLogout(): Promise<void> {
  await post('/login/logout');
}
