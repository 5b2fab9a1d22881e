import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE } from '@po/contracts';
import { clearSessionCookies } from './session-cookies';

const ALL = Object.values(COOKIE);

afterEach(() => {
  for (const name of ALL) Cookies.remove(name, { path: '/' });
});

describe('session cookies (spec access §4 logout)', () => {
  it('clears the flags and popup tokens, keeping the 365-day and settings cookies', () => {
    for (const name of ALL) Cookies.set(name, 'v', { path: '/' });
    clearSessionCookies();
    const left = ALL.filter((name) => Cookies.get(name) !== undefined).sort();
    expect(left).toEqual([COOKIE.mgrId, COOKIE.entrType, COOKIE.supplyEntrCd, COOKIE.sidebarStatus, COOKIE.language, COOKIE.size].sort());
  });
});
