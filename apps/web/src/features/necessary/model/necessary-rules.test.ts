import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/shared/http/errors';
import { allAgreed, blocksToShow, buildConfirmPayload, checkNecessary, saveFailure } from './necessary-rules';

const flags = (sellFeeRateConfirmYn: 'Y' | 'N', agreeYn: 'Y' | 'N', agreeGenuineYn: 'Y' | 'N') => ({ sellFeeRateConfirmYn, agreeYn, agreeGenuineYn });

describe('necessary rules', () => {
  it('is done only when all three agreements are Y', () => {
    expect(allAgreed(flags('Y', 'Y', 'Y'))).toBe(true);
    expect(allAgreed(flags('Y', 'Y', 'N'))).toBe(false);
    expect(allAgreed(flags('N', 'Y', 'Y'))).toBe(false);
    expect(allAgreed(flags('Y', 'N', 'Y'))).toBe(false);
  });

  it('shows the blocks of the missing agreements only', () => {
    expect(blocksToShow(flags('N', 'N', 'N'))).toEqual({ feeRate: true, terms: true, genuine: true });
    expect(blocksToShow(flags('Y', 'N', 'Y'))).toEqual({ feeRate: false, terms: true, genuine: false });
    expect(blocksToShow(flags('Y', 'Y', 'N'))).toEqual({ feeRate: false, terms: false, genuine: true });
    expect(blocksToShow(flags('N', 'Y', 'Y'))).toEqual({ feeRate: true, terms: false, genuine: false });
  });

  it('requires the fee-rate confirmation (message 5) before the terms (message 6); genuine is optional', () => {
    const all = { feeRate: true, terms: true, genuine: true };
    expect(checkNecessary(all, { feeRate: false, terms: false, genuine: true })).toBe('necessary.msg.msg5');
    expect(checkNecessary(all, { feeRate: true, terms: false, genuine: true })).toBe('necessary.msg.msg6');
    expect(checkNecessary(all, { feeRate: true, terms: true, genuine: false })).toBeNull();
    // A block that is not shown is not asked for.
    expect(checkNecessary({ feeRate: false, terms: true, genuine: false }, { feeRate: false, terms: true, genuine: false })).toBeNull();
  });

  it('sends the flags of the blocks shown, and only those', () => {
    expect(buildConfirmPayload({ feeRate: true, terms: true, genuine: true }, { feeRate: true, terms: true, genuine: false })).toEqual({
      sellFeeRateConfirmYn: 'Y',
      agreeYn: 'Y',
      agreeGenuineYn: 'N',
    });
    expect(buildConfirmPayload({ feeRate: false, terms: false, genuine: true }, { feeRate: false, terms: false, genuine: true })).toEqual({
      agreeGenuineYn: 'Y',
    });
  });

  it("shows a master's view-only text, and message 4 for any other failure", () => {
    const master = new ApiError(403, { errorCode: 'MASTER_VIEW_ONLY', displayMessage: '마스터 계정은 조회만 할 수 있습니다.', error: 'MASTER_VIEW_ONLY' });
    expect(saveFailure(master)).toEqual({ text: '마스터 계정은 조회만 할 수 있습니다.' });
    expect(saveFailure(new ApiError(400, { errorCode: 'VALIDATION_ERROR', displayMessage: 'x', error: 'x' }))).toEqual({ key: 'necessary.msg.msg4' });
    expect(saveFailure(new ApiError(500, null))).toEqual({ key: 'necessary.msg.msg4' });
    expect(saveFailure(new NetworkError('down', false))).toEqual({ key: 'necessary.msg.msg4' });
  });
});
