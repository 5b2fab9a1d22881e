import type { TDetailLineAction, TOrderDetailLine } from '@po/contracts';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { useDeliverLines } from '@/features/order/api/deliver-lines';
import { usePrepareLines } from '@/features/order/api/prepare-lines';
import { useRegisterSoldOut } from '@/features/order/api/register-sold-out';
import { LineClaimActions } from '@/features/order/components/line-claim-actions';
import { useLineResults } from './use-line-results';

/** The popups a line's buttons open on the page. */
export type LineDialog = 'invoice' | 'memo' | 'delayNotice' | 'arrival';

/**
 * A line's buttons, enabled from the actions the server answered with the line (the same tables it checks): the
 * one-click moves ask for confirmation here, the others open their popups on the page.
 */
export function LineActionButtons({ line, onOpen, onDone }: { line: TOrderDetailLine; onOpen: (d: LineDialog) => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const prepare = usePrepareLines();
  const deliver = useDeliverLines();
  const soldOut = useRegisterSoldOut();
  const tell = useLineResults();
  const toastFailure = useFailureToast();
  const can = (a: TDetailLineAction) => line.actions.includes(a);
  const ref = [{ ordNo: line.ordNo, ordDtlSq: line.ordDtlSq, version: line.version }];

  const confirmThen = (content: string, run: () => Promise<Parameters<typeof tell>[0]>, danger = false) =>
    modal.confirm({
      content,
      okButtonProps: { danger, ...({ 'data-testid': 'line-action-confirm' } as object) },
      onOk: async () => {
        try {
          tell(await run());
        } catch (error) {
          toastFailure(error);
        }
      },
    });

  const id = (name: string) => `line-${name}-${line.ordDtlSq}`;
  return (
    <Flex wrap gap={4}>
      {can('prepare') && (
        <Button
          size="small"
          type="primary"
          data-testid={id('prepare')}
          onClick={() => confirmThen(t('orderDetail.prepareConfirm'), () => prepare.mutateAsync(ref))}
        >
          {t('orderDetail.prepare')}
        </Button>
      )}
      {(can('ship') || can('changeInvoice')) && (
        <Button size="small" type={can('ship') ? 'primary' : 'default'} data-testid={id('invoice')} onClick={() => onOpen('invoice')}>
          {can('ship') ? t('orderDetail.registerInvoice') : t('orderDetail.changeInvoice')}
        </Button>
      )}
      {can('deliver') && (
        <Button size="small" data-testid={id('deliver')} onClick={() => confirmThen(t('orderDetail.deliverConfirm'), () => deliver.mutateAsync(ref))}>
          {t('orderDetail.deliver')}
        </Button>
      )}
      {can('delayNotice') && (
        <Button size="small" data-testid={id('delay')} onClick={() => onOpen('delayNotice')}>
          {t('orderDetail.delayNotice')}
        </Button>
      )}
      {can('soldOut') && (
        <Button
          size="small"
          danger
          data-testid={id('soldout')}
          onClick={() => confirmThen(t('orderDetail.soldOutConfirm'), () => soldOut.mutateAsync(ref), true)}
        >
          {t('orderDetail.soldOutRegister')}
        </Button>
      )}
      {can('memo') && (
        <Button size="small" data-testid={id('memo')} onClick={() => onOpen('memo')}>
          {t('orderDetail.memo')}
        </Button>
      )}
      <Button size="small" type="link" data-testid={id('arrival')} onClick={() => onOpen('arrival')}>
        {t('orderDetail.arrival')}
      </Button>
      <LineClaimActions line={line} onDone={onDone} />
    </Flex>
  );
}
