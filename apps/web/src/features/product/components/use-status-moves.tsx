import { canTransition, PRODUCT_MACHINE, type TProdStsCd, type TProductListRow, type TSellerProductAction } from '@po/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeProductStatus } from '../api/change-product-status';
import { useConfirmedCall } from './use-confirmed-call';

/** The seller's moves on the lists and the update form (resubmitting a rejected product is the update form's save). */
export const MOVES = ['suspend', 'resume'] as const satisfies readonly TSellerProductAction[];
export type TMove = (typeof MOVES)[number];

export interface MoveTarget {
  product: Pick<TProductListRow, 'prodCd' | 'prodNm'> & { prodStsCd: TProdStsCd };
  /** A master session only looks: no move is allowed. */
  readOnly: boolean;
  /** Said in the confirm after the question (the update form: its unsaved changes are reloaded away). */
  confirmNote?: ReactNode;
  onChanged?: (status: TProdStsCd) => void;
}

/**
 * Suspend / resume of one product: allowed by the same transition table the server checks, asked first
 * (useConfirmedCall: the new status announced, a failure as the form kit's toast).
 */
export function useStatusMoves({ product, readOnly, confirmNote, onChanged }: MoveTarget) {
  const { t } = useTranslation();
  const confirmedCall = useConfirmedCall();
  const change = useChangeProductStatus();
  const { prodCd, prodNm, prodStsCd } = product;
  const allowed = (action: TMove) => !readOnly && canTransition(PRODUCT_MACHINE, prodStsCd, action, 'seller');
  const ask = (action: TMove) =>
    confirmedCall({
      title: t(`product.action.${action}`),
      content: (
        <>
          {t(`product.statusMove.confirm.${action}`, { prodNm })}
          {confirmNote && <div style={{ marginTop: 8 }}>{confirmNote}</div>}
        </>
      ),
      run: async () => {
        const reply = await change.mutateAsync({ prodCd, action });
        onChanged?.(reply.prodStsCd);
        return t('product.statusMove.changed', { status: reply.prodStsNm });
      },
    });
  const pending = (action: TMove) => change.isPending && change.variables.action === action;
  return { allowed, ask, pending, label: (action: TMove) => t(`product.action.${action}`) };
}
