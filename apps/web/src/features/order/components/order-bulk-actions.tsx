import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { useDeliverLines } from '../api/deliver-lines';
import { usePrepareLines } from '../api/prepare-lines';
import { useLineResults } from './detail/use-line-results';

/** A line of an order list, as the list's bulk actions take it. */
export interface SelectedLine {
  ordNo: string;
  ordDtlSq: number;
  ordDtlStsCd: string;
  version: number;
}

/**
 * The order lists' bulk actions on the selected lines: prepare (20 → 35) and manual delivery complete (50 → 60).
 * Every selected line is sent; the server refuses the ones not in the right status line by line, and the result
 * names each refused line.
 */
export function OrderBulkActions({ selected, onDone }: { selected: SelectedLine[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const prepare = usePrepareLines();
  const deliver = useDeliverLines();
  const tell = useLineResults();
  const toastFailure = useFailureToast();
  const refs = selected.map(({ ordNo, ordDtlSq, version }) => ({ ordNo, ordDtlSq, version }));

  const run = async (action: typeof prepare) => {
    if (refs.length === 0) {
      void message.warning(t('order.bulk.bulkNone'));
      return;
    }
    try {
      tell(await action.mutateAsync(refs));
    } catch (error) {
      toastFailure(error);
    } finally {
      onDone();
    }
  };

  return (
    <Space wrap>
      <Button onClick={() => void run(prepare)} loading={prepare.isPending} data-testid="bulk-prepare">
        {t('order.bulk.bulkPrepare')}
      </Button>
      <Button onClick={() => void run(deliver)} loading={deliver.isPending} data-testid="bulk-deliver">
        {t('order.bulk.bulkDeliver')}
      </Button>
    </Space>
  );
}
