import { allowedActions, PRODUCT_MACHINE, type TProdStsCd, type TSellerProductAction } from '@po/contracts';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { useChangeProductStatus } from '../api/product-status';

const SELLER_ACTIONS: readonly TSellerProductAction[] = ['suspend', 'resume', 'resubmit'];
const CONFIRM: Record<TSellerProductAction, 'productEdit.msg.suspendConfirm' | 'productEdit.msg.resumeConfirm' | 'productEdit.msg.resubmitConfirm'> = {
  suspend: 'productEdit.msg.suspendConfirm',
  resume: 'productEdit.msg.resumeConfirm',
  resubmit: 'productEdit.msg.resubmitConfirm',
};

export interface ProductStatusActionsProps {
  prodCd: string;
  status: TProdStsCd;
  /** The seller's moves to offer; the table (PRODUCT_MACHINE) decides which of them this status allows. */
  offer?: readonly TSellerProductAction[];
  /** A master session sees no buttons: it may not change anything. */
  readOnly?: boolean;
  /** Said in the confirm after the question (the update form: its unsaved changes are reloaded away). */
  confirmNote?: ReactNode;
  onChanged?: (status: TProdStsCd) => void;
  size?: 'small' | 'middle';
}

/**
 * The seller's status buttons of one product (suspend, resume, resubmit), enabled from the same transition
 * table the server checks; each asks first. Shared by the update form and the product lists; needs the
 * `product` and `productEdit` texts.
 */
export function ProductStatusActions({ prodCd, status, offer = SELLER_ACTIONS, readOnly, confirmNote, onChanged, size }: ProductStatusActionsProps) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const toastFailure = useFailureToast();
  const change = useChangeProductStatus();
  const actions = allowedActions(PRODUCT_MACHINE, status, 'seller').filter((a): a is TSellerProductAction => offer.includes(a as TSellerProductAction));
  if (readOnly || actions.length === 0) return null;

  const ask = (action: TSellerProductAction) =>
    modal.confirm({
      title: t(`product.action.${action}`),
      content: (
        <>
          {t(CONFIRM[action])}
          {confirmNote && <div style={{ marginTop: 8 }}>{confirmNote}</div>}
        </>
      ),
      onOk: async () => {
        try {
          const reply = await change.mutateAsync({ prodCd, action });
          void message.success(t('productEdit.msg.statusChanged', { status: reply.prodStsNm }));
          onChanged?.(reply.prodStsCd);
        } catch (error) {
          toastFailure(error);
        }
      },
    });

  return (
    <Flex gap={8} wrap data-testid="product-status-actions">
      {actions.map((a) => (
        <Button key={a} size={size} danger={a === 'suspend'} onClick={() => ask(a)} loading={change.isPending} data-testid={`product-status-${a}`}>
          {t(`product.action.${a}`)}
        </Button>
      ))}
    </Flex>
  );
}
