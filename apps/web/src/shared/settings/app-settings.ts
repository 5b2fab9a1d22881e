import Cookies from 'js-cookie';
import { COOKIE, SHELL_LIMITS } from '@po/contracts';
import { createExternalStore, useStore } from '@/shared/store/external-store';

export type TComponentSize = 'small' | 'medium' | 'large';
export const COMPONENT_SIZES: readonly TComponentSize[] = ['small', 'medium', 'large'];

/** App settings of spec access §3 that survive a reload (cookies); device is measured, not stored. */
export interface AppSettings {
  sidebarOpened: boolean;
  size: TComponentSize;
}

const cookieOptions = { expires: SHELL_LIMITS.rememberCookieDays, path: '/' };

/** '1' open, '0' closed, open when unset. */
export function readSidebarOpened(value: string | undefined): boolean {
  return value !== '0';
}

/** The original's element sizes used 'medium'; antd's older 'middle' is read as the same. */
export function readSize(value: string | undefined): TComponentSize {
  if (value === 'middle' || value === 'default') return 'medium';
  return COMPONENT_SIZES.find((s) => s === value) ?? 'medium';
}

export const appSettings = createExternalStore<AppSettings>({
  sidebarOpened: readSidebarOpened(Cookies.get(COOKIE.sidebarStatus)),
  size: readSize(Cookies.get(COOKIE.size)),
});

export function setSidebarOpened(opened: boolean): void {
  Cookies.set(COOKIE.sidebarStatus, opened ? '1' : '0', cookieOptions);
  appSettings.set((s) => ({ ...s, sidebarOpened: opened }));
}

export function setComponentSize(size: TComponentSize): void {
  Cookies.set(COOKIE.size, size, cookieOptions);
  appSettings.set((s) => ({ ...s, size }));
}

export const useAppSettings = () => useStore(appSettings);
