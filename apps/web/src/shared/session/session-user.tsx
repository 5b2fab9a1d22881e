import { createContext, useContext, type ReactNode } from 'react';
import type { MenuViewer, TUserInfoReply } from '@po/contracts';

const SessionUserContext = createContext<TUserInfoReply | null>(null);

/** Provided by the auth guard: everything under it may assume a signed-in user. */
export function SessionUserProvider({ user, children }: { user: TUserInfoReply; children: ReactNode }) {
  return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
}

/** The signed-in user; only valid inside the signed-in area. */
export function useSessionUser(): TUserInfoReply {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser() is used outside the signed-in area');
  return user;
}

/** What the permission filter of contracts reads. */
export function toMenuViewer(user: TUserInfoReply): MenuViewer {
  return { roles: user.roles, managerRoles: user.managerRole, entrFlag: user.entrFlag, entrType: user.entrType, hasSeller: Boolean(user.supplyEntrCd) };
}
