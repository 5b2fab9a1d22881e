import { canTransition, PRODUCT_MACHINE, type TProductListRow, type TSellerProductAction } from '@po/contracts';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { failureText } from '@/shared/http/errors';
import { useChangeProductStatus } from '../api/change-product-status';

/** The row's moves of the seller in the list (resubmitting a rejected product is its update form's save). */
const LIST_ACTIONS = ['suspend', 'resume'] as const satisfies readonly TSellerProductAction[];

export interface ProductRowActionsProps {
  row: TProductListRow;
  /** A master session only looks (view-only): the moves stay disabled. */
  readOnly: boolean;
  onHistory: (row: TProductListRow) => void;
}

/** Suspend / resume as the product's state machine allows them for the seller (asked first), and the status history. */
export function ProductRowActions({ row, readOnly, onHistory }: ProductRowActionsProps) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const change = useChangeProductStatus();
  const ask = (action: (typeof LIST_ACTIONS)[number]) =>
    modal.confirm({
      title: t(`product.action.${action}`),
      content: t(`product.list.confirm.${action}`, { prodNm: row.prodNm }),
      onOk: () =>
        change
          .mutateAsync({ prodCd: row.prodCd, action })
          .then((reply) => void message.success(t('product.list.statusChanged', { status: reply.prodStsNm })))
          // A refusal with our error code is ours to show (the client toasts only the others); the dialog closes.
          .catch((error: unknown) => {
            const text = failureText(error, t('form.msg.failed'));
            if (text) void message.error(text);
          }),
    });
  return (
    <Space size={4} wrap onClick={(e) => e.stopPropagation()}>
      {LIST_ACTIONS.map((action) => (
        <Button
          key={action}
          size="small"
          disabled={readOnly || !canTransition(PRODUCT_MACHINE, row.prodStsCd, action, 'seller')}
          loading={change.isPending && change.variables.action === action}
          onClick={() => ask(action)}
          data-testid={`product-${action}-${row.prodCd}`}
        >
          {t(`product.action.${action}`)}
        </Button>
      ))}
      <Button size="small" type="link" onClick={() => onHistory(row)} data-testid={`product-history-${row.prodCd}`}>
        {t('product.list.history')}
      </Button>
    </Space>
  );
}
