import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRememberedId, rememberId } from './remember-id';

afterEach(() => {
  Cookies.remove('MGR_ID', { path: '/' });
  vi.restoreAllMocks();
});

describe('remember id', () => {
  it('saves the id in MGR_ID for 365 days and reads it back', () => {
    const set = vi.spyOn(Cookies, 'set');
    rememberId('partner01', true);
    expect(set).toHaveBeenCalledWith('MGR_ID', 'partner01', expect.objectContaining({ expires: 365, path: '/' }));
    expect(readRememberedId()).toBe('partner01');
  });

  it('forgets it when the box is not ticked', () => {
    rememberId('partner01', true);
    rememberId('partner01', false);
    expect(readRememberedId()).toBe('');
    expect(document.cookie).not.toContain('MGR_ID');
  });
});
