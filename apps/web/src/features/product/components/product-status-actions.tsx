import { canTransition, PRODUCT_MACHINE, type TProdStsCd, type TProductListRow, type TSellerProductAction } from '@po/contracts';
import { Button, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeProductStatus } from '../api/change-product-status';
import { useConfirmedCall } from './use-confirmed-call';

/** The seller's moves on the lists and the update form (resubmitting a rejected product is the update form's save). */
const MOVES = ['suspend', 'resume'] as const satisfies readonly TSellerProductAction[];
type TMove = (typeof MOVES)[number];

interface MoveTarget {
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
function useStatusMoves({ product, readOnly, confirmNote, onChanged }: MoveTarget) {
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

/** The update form's header: only the moves the status allows, none for a master session. */
export function ProductStatusActions(props: MoveTarget) {
  const moves = useStatusMoves(props);
  const shown = MOVES.filter(moves.allowed);
  if (shown.length === 0) return null;
  return (
    <Flex gap={8} wrap data-testid="product-status-actions">
      {shown.map((a) => (
        <Button key={a} danger={a === 'suspend'} onClick={() => moves.ask(a)} loading={moves.pending(a)} data-testid={`product-status-${a}`}>
          {moves.label(a)}
        </Button>
      ))}
    </Flex>
  );
}

/** A list row: both moves, disabled where not allowed, and the status history. */
export function ProductRowActions({ row, readOnly, onHistory }: { row: TProductListRow; readOnly: boolean; onHistory: (row: TProductListRow) => void }) {
  const { t } = useTranslation();
  const moves = useStatusMoves({ product: row, readOnly });
  return (
    <Space size={4} wrap onClick={(e) => e.stopPropagation()}>
      {MOVES.map((a) => (
        <Button
          key={a}
          size="small"
          disabled={!moves.allowed(a)}
          loading={moves.pending(a)}
          onClick={() => moves.ask(a)}
          data-testid={`product-${a}-${row.prodCd}`}
        >
          {moves.label(a)}
        </Button>
      ))}
      <Button size="small" type="link" onClick={() => onHistory(row)} data-testid={`product-history-${row.prodCd}`}>
        {t('product.list.history')}
      </Button>
    </Space>
  );
}
