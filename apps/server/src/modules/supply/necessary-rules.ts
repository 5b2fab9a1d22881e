import type { TYn } from '@po/contracts';

/**
 * The agreements without which a seller may not use the product: the fee-rate confirmation and the
 * terms (spec access §5 messages 5 and 6). The genuine-goods terms are optional (docs/decisions.md).
 */
export const requiredAgreementsGiven = (entr: { sellFeeRateConfirmYn: TYn; agreeYn: TYn }): boolean =>
  entr.sellFeeRateConfirmYn === 'Y' && entr.agreeYn === 'Y';
