import type { TProductListRow } from '@po/contracts';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOVES, useStatusMoves } from './use-status-moves';

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
