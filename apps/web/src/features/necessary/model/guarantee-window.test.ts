import { describe, expect, it } from 'vitest';
import { GUARANTEE_POPUP_WINDOW } from '@po/contracts';
import { isGuaranteePopupDue, isInGuaranteeWindow } from './guarantee-window';

// Seoul is UTC+9 all year: 00:00 in Seoul is 15:00 UTC of the day before.
const at = (iso: string) => new Date(iso);

describe('guarantee popup window (spec business §4: 2022-04-21 to 2022-05-31, Asia/Seoul)', () => {
  it('is the contract window', () => {
    expect(GUARANTEE_POPUP_WINDOW).toEqual({ from: '2022-04-21', to: '2022-05-31' });
  });

  it('opens at 00:00 Seoul time on the first day', () => {
    expect(isInGuaranteeWindow(at('2022-04-20T14:59:59.999Z'))).toBe(false); // 2022-04-20 23:59:59 KST
    expect(isInGuaranteeWindow(at('2022-04-20T15:00:00.000Z'))).toBe(true); // 2022-04-21 00:00 KST
  });

  it('includes the whole last day and closes at 00:00 Seoul time after it', () => {
    expect(isInGuaranteeWindow(at('2022-05-31T14:59:59.999Z'))).toBe(true); // 2022-05-31 23:59:59 KST
    expect(isInGuaranteeWindow(at('2022-05-31T15:00:00.000Z'))).toBe(false); // 2022-06-01 00:00 KST
  });

  it('uses Seoul, not UTC: 2022-05-31 20:00 UTC is already June in Seoul', () => {
    expect(isInGuaranteeWindow(at('2022-05-31T20:00:00Z'))).toBe(false);
    expect(isInGuaranteeWindow(at('2022-04-20T20:00:00Z'))).toBe(true);
  });

  it('is closed today (2026)', () => {
    expect(isInGuaranteeWindow(at('2026-11-22T03:00:00Z'))).toBe(false);
  });

  it('shows only while the guarantee terms are not agreed', () => {
    const inside = at('2022-05-01T03:00:00Z');
    expect(isGuaranteePopupDue('N', inside)).toBe(true);
    expect(isGuaranteePopupDue(undefined, inside)).toBe(true);
    expect(isGuaranteePopupDue('Y', inside)).toBe(false);
    expect(isGuaranteePopupDue('N', at('2022-06-01T03:00:00Z'))).toBe(false);
  });

  it('takes another window', () => {
    const window = { from: '2030-01-01', to: '2030-01-01' };
    expect(isGuaranteePopupDue('N', at('2029-12-31T15:00:00Z'), window)).toBe(true);
    expect(isGuaranteePopupDue('N', at('2030-01-01T15:00:00Z'), window)).toBe(false);
  });
});
