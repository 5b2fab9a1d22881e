import type { TSoldOutPopupRow } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';

/** The sold-out-soon grid (business-area §2): prodCd, supplyProdCd, prodNm, optionValue, brandNm, stockQty. */
export function SoldOutTable({ rows, loading }: { rows: readonly TSoldOutPopupRow[]; loading?: boolean }) {
  const { t } = useTranslation();
  const columns: DataColumn<TSoldOutPopupRow>[] = [
    { key: 'prodCd', title: t('popup.soldOut.col.prodCd'), dataIndex: 'prodCd', width: 120 },
    { key: 'supplyProdCd', title: t('popup.soldOut.col.supplyProdCd'), dataIndex: 'supplyProdCd', width: 120, ellipsis: true },
    { key: 'prodNm', title: t('popup.soldOut.col.prodNm'), dataIndex: 'prodNm', ellipsis: true },
    { key: 'optionValue', title: t('popup.soldOut.col.optionValue'), dataIndex: 'optionValue', width: 130, ellipsis: true },
    { key: 'brandNm', title: t('popup.soldOut.col.brandNm'), dataIndex: 'brandNm', width: 110, ellipsis: true },
    { key: 'stockQty', title: t('popup.soldOut.col.stockQty'), dataIndex: 'stockQty', width: 70, align: 'right' },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.prodOptionCd}
      rowTestId={(r) => `sold-out-row-${r.prodOptionCd}`}
      loading={loading}
      empty={t('popup.soldOut.empty')}
      data-testid="sold-out-table"
    />
  );
}
