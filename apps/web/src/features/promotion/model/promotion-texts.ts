import type { TPromReqState, TPromState, TPromotionHead } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/money';

/** "2026-11-20 ~ 2026-11-26": a period of Seoul days as every promotion screen shows it. */
export const dayPeriod = (from: string, to: string) => `${from} ~ ${to}`;

/** The colour of a stage's tag: what the seller can act on stands out, what is over is grey. */
export const STATE_COLOR: Record<TPromState, string> = {
  READY: 'default',
  REQUEST: 'blue',
  WAITING: 'cyan',
  RUNNING: 'green',
  ENDED: 'default',
  CANCELLED: 'red',
};

/** The colour of an answer's tag: awaiting asks for the seller's attention. */
export const REQ_STATE_COLOR: Record<TPromReqState, string> = { PREPARE: 'orange', AGREE: 'green', REJECT: 'red' };

/** The texts of a promotion's codes (in the `promotion` namespace, which the operator's pages load too). */
export function usePromotionTexts() {
  const { t } = useTranslation();
  return {
    division: (h: Pick<TPromotionHead, 'promDivision'>) => t(`promotion.division.${h.promDivision}`),
    state: (s: TPromState) => t(`promotion.state.${s}`),
    reqState: (s: TPromReqState) => t(`promotion.reqState.${s}`),
    /** "10% off", "3,000 won off", "Price per product". */
    discount: (h: Pick<TPromotionHead, 'dcTypeCd' | 'dcValue'>) => t(`promotion.discount.${h.dcTypeCd}`, { value: formatNumber(h.dcValue) }),
    bearer: (h: Pick<TPromotionHead, 'bearer'>) => t(`promotion.bearer.${h.bearer}`),
  };
}
