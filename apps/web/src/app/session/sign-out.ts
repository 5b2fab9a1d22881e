import type { QueryClient } from '@tanstack/react-query';
import { tabActions } from '@/app/layout/tab-bar/tab-store';
import { clearSessionCookies } from '@/shared/session/session-cookies';
import { closeSupplierSelect } from '@/shared/session/supplier-select';
import { USER_INFO_KEY } from '@/shared/session/user-info';

let deliberate = false;

/**
 * Whether the user signed out on purpose (logout) rather than being signed out (a timed-out session). The
 * session guard then sends to a plain /login: the next person to sign in must not land on the previous
 * user's page.
 */
export const signedOutDeliberately = (): boolean => deliberate;

export interface SignOutDeps {
  queryClient: QueryClient;
  navigate: (to: string) => unknown;
}

/**
 * Forgets the session in this browser (spec access §4 logout / session timeout): session cookies, every
 * cached server reply (the next user must not see them), open tabs; then goes to `to`.
 */
export function signOutLocally({ queryClient, navigate }: SignOutDeps, to: string, options: { deliberate?: boolean } = {}): void {
  deliberate = options.deliberate ?? false;
  clearSessionCookies();
  closeSupplierSelect();
  // "Not signed in" is known now; no need to ask the server again on the sign-in page.
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_INFO_KEY[0] || q.queryKey[1] !== USER_INFO_KEY[1] });
  queryClient.setQueryData(USER_INFO_KEY, null);
  tabActions.reset();
  navigate(to);
}
