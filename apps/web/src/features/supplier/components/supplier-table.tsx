import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { Text } from '@/shared/ui/typography';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSupplyEntrRow, TYn } from '@po/contracts';
import { formatBizNo } from '@/shared/format/identifiers';
import { tablePagination, type PageState } from '@/shared/pagination';

/** Grid body height and header height of the supplier popup (spec access §9). */
const GRID_HEIGHT = 320;
const HEADER_HEIGHT = 48;

export interface SupplierTableProps {
  rows: TSupplyEntrRow[];
  totalCnt: number;
  loading: boolean;
  page: PageState;
  onPage: (page: PageState) => void;
  onChoose: (row: TSupplyEntrRow) => void;
}

/** The sellers found; a row click or its select button chooses the seller. */
export function SupplierTable({ rows, totalCnt, loading, page, onPage, onChoose }: SupplierTableProps) {
  const { t } = useTranslation();
  const flag = (v: TYn) => (
    <Tag color={v === 'Y' ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`supplier.yn.${v}`)}
    </Tag>
  );
  const columns: TableColumnsType<TSupplyEntrRow> = [
    { key: 'rnum', dataIndex: 'rnum', title: t('supplier.column.rnum'), width: 48, align: 'center' },
    { key: 'supplyEntrCd', dataIndex: 'supplyEntrCd', title: t('supplier.column.supplyEntrCd'), width: 84, ellipsis: true },
    { key: 'supplyEntrNm', dataIndex: 'supplyEntrNm', title: t('supplier.column.supplyEntrNm'), ellipsis: true },
    { key: 'ownerNm', dataIndex: 'ownerNm', title: t('supplier.column.ownerNm'), width: 76, ellipsis: true },
    { key: 'bizNo', dataIndex: 'bizNo', title: t('supplier.column.bizNo'), width: 108, render: (v: string) => formatBizNo(v) },
    { key: 'entrStsNm', dataIndex: 'entrStsNm', title: t('supplier.column.entrStsNm'), width: 60, align: 'center' },
    { key: 'agreeYn', dataIndex: 'agreeYn', title: t('supplier.column.agreeYn'), width: 68, align: 'center', render: flag },
    {
      key: 'sellFeeRateConfirmYn',
      dataIndex: 'sellFeeRateConfirmYn',
      title: t('supplier.column.sellFeeRateConfirmYn'),
      width: 68,
      align: 'center',
      render: flag,
    },
    {
      key: 'choose',
      title: t('supplier.column.choose'),
      width: 60,
      align: 'center',
      render: (_: unknown, row) => (
        <Button
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            onChoose(row);
          }}
          data-testid={`supplier-choose-${row.supplyEntrCd}`}
        >
          {t('supplier.button.choose')}
        </Button>
      ),
    },
  ];
  return (
    <Table<TSupplyEntrRow>
      size="small"
      rowKey="supplyEntrCd"
      columns={columns}
      dataSource={rows}
      loading={loading}
      tableLayout="fixed"
      scroll={{ y: GRID_HEIGHT }}
      onHeaderRow={() => ({ style: { height: HEADER_HEIGHT } })}
      onRow={(row) =>
        ({
          onClick: () => onChoose(row),
          style: { cursor: 'pointer' },
          'data-testid': `supplier-row-${row.supplyEntrCd}`,
        }) as HTMLAttributes<HTMLElement>
      }
      pagination={tablePagination(page, totalCnt, onPage, {
        size: 'small',
        showTotal: (total) => <Text type="secondary">{t('supplier.total', { count: total })}</Text>,
      })}
      data-testid="supplier-grid"
    />
  );
}
