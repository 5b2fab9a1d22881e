import { PTS_SORTS, ZOrderPtsListFilter, type TOrderPtsRow, type TPtsSort } from '@po/contracts';
import { Form, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { seoulToday } from '@/shared/date/seoul';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { Paragraph, Text } from '@/shared/ui/typography';
import { useOrderPtsList } from '../api/order-pts-list';
import type { PtsTarget } from '../components/pts-late-lines';

// The late lines of a seller open in a dialog, loaded when first opened.
const LateLines = lazyDialog(
  () => import('../components/pts-late-lines').then((m) => m.PtsLateLines),
  (p) => p.target !== null,
);

interface FilterValues {
  payDt?: TDateRange;
  supplyEntrNm?: string;
  sort?: TPtsSort;
}

/** The screen opens on the last seven days, slowest sellers first. */
function lastWeek() {
  const today = seoulToday();
  return { payDtFrom: today.subtract(6, 'day').format('YYYY-MM-DD'), payDtTo: today.format('YYYY-MM-DD') };
}

/**
 * /order/orderPtsList (operators): how fast each seller dispatches the orders paid in a period — average hours
 * from payment to invoice, the share within 48 hours, the lines now marked delivery- or arrival-delayed, the
 * oldest order still waiting. A row opens that seller's late lines.
 */
export function OrderPtsListPage() {
  const { t } = useTranslation();
  const defaults = useMemo(() => ({ ...lastWeek(), sort: 'avgDispatchHoursDesc' as const }), []);
  const list = useListSearch(ZOrderPtsListFilter, 'orderPtsList', { defaults });
  const rows = useOrderPtsList(list.request);
  const [opened, setOpened] = useState<PtsTarget | null>(null);
  const { payDtFrom, payDtTo, ...f } = list.filters;
  const blank: FilterValues = { payDt: dayRange(defaults.payDtFrom, defaults.payDtTo), supplyEntrNm: '', sort: defaults.sort };
  const form = useFilterForm<FilterValues>({ ...blank, ...f, payDt: dayRange(payDtFrom, payDtTo) });

  const search = ({ payDt, ...v }: FilterValues) => {
    const days = dayBounds(payDt);
    list.search({ ...v, payDtFrom: days.from, payDtTo: days.to });
  };
  const none = t('orderOps.pts.none');
  const hours = (n: number | null) => (n === null ? none : t('orderOps.pts.hours', { value: n }));
  const count = (n: number) => formatNumber(n);

  const columns: DataColumn<TOrderPtsRow>[] = [
    { key: 'seller', title: t('orderOps.pts.supplyEntrNm'), width: 200, render: (r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    { key: 'ordCnt', title: t('orderOps.pts.ordCnt'), width: 90, align: 'right', render: (r) => count(r.ordCnt) },
    { key: 'lineCnt', title: t('orderOps.pts.lineCnt'), width: 100, align: 'right', render: (r) => count(r.lineCnt) },
    { key: 'dispatchedCnt', title: t('orderOps.pts.dispatchedCnt'), width: 90, align: 'right', render: (r) => count(r.dispatchedCnt) },
    {
      key: 'within48Rate',
      title: t('orderOps.pts.within48Rate'),
      width: 130,
      align: 'right',
      render: (r) => (r.within48Rate === null ? none : t('orderOps.pts.percent', { value: r.within48Rate })),
    },
    { key: 'avgDispatchHours', title: t('orderOps.pts.avgDispatchHours'), width: 130, align: 'right', render: (r) => hours(r.avgDispatchHours) },
    {
      key: 'delay72Cnt',
      title: t('orderOps.pts.delay72Cnt'),
      width: 90,
      align: 'right',
      render: (r) => (r.delay72Cnt > 0 ? <Text type="danger">{count(r.delay72Cnt)}</Text> : count(0)),
    },
    {
      key: 'delay82Cnt',
      title: t('orderOps.pts.delay82Cnt'),
      width: 90,
      align: 'right',
      render: (r) => (r.delay82Cnt > 0 ? <Text type="warning">{count(r.delay82Cnt)}</Text> : count(0)),
    },
    { key: 'oldest', title: t('orderOps.pts.oldestUndispatchedPayDt'), width: 170, render: (r) => formatDateTime(r.oldestUndispatchedPayDt) || none },
  ];

  return (
    <ListPage<TOrderPtsRow, FilterValues>
      title={t('orderOps.pts.title')}
      form={form}
      initialValues={blank}
      onSearch={search}
      filters={
        <>
          <Form.Item name="payDt" label={t('orderOps.pts.payDt')} rules={[{ required: true, message: t('orderOps.msg.period') }]}>
            <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['today', '1w', '1m', '3m', '6m']} />
          </Form.Item>
          <Form.Item name="supplyEntrNm" label={t('orderOps.pts.supplyEntrNm')}>
            <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="pts-search-company" />
          </Form.Item>
          <Form.Item name="sort" label={t('orderOps.pts.sort')}>
            <Select style={{ width: 200 }} options={PTS_SORTS.map((s) => ({ value: s, label: t(`orderOps.pts.sorts.${s}`) }))} data-testid="pts-sort" />
          </Form.Item>
        </>
      }
      toolbar={<Paragraph type="secondary">{t('orderOps.pts.intro')}</Paragraph>}
      query={rows}
      columns={columns}
      rowKey="supplyEntrCd"
      page={list.page}
      onPage={list.setPage}
      filtered={false}
      emptyText={t('orderOps.pts.empty')}
      testId="pts"
      rowTestId={(r) => `pts-row-${r.supplyEntrCd}`}
      onRowClick={(r) =>
        setOpened({ supplyEntrCd: r.supplyEntrCd, supplyEntrNm: r.supplyEntrNm, payDtFrom: list.request.payDtFrom, payDtTo: list.request.payDtTo })
      }
      scrollX={1100}
    >
      <LateLines target={opened} onClose={() => setOpened(null)} />
    </ListPage>
  );
}
