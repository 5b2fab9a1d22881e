import { PROMOTION_LIMITS, PROM_STATES, ZPromotionListFilter, type TPromState, type TPromotionRow } from '@po/contracts';
import { Form, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { formatNumber } from '@/shared/format/money';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { readFilters, useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { usePromotionList } from '../api/promotion';
import { PromotionCountTabs } from '../components/promotion-count-tabs';
import { usePromotionHeadColumns } from '../model/promotion-head-columns';
import { REQ_STATE_COLOR, usePromotionTexts } from '../model/promotion-texts';

interface FilterValues {
  promState?: TPromState | '';
  promNm?: string;
  period?: TDateRange;
}
const BLANK: FilterValues = { promState: '', promNm: '', period: null };

/**
 * /promotion/promotionSearchList?statusCd=: the promotions that target the seller's products. The counts on top
 * are tabs (a click narrows by the seller's answer, statusCd); the home's promotion card opens it on one of them.
 * A row opens the promotion's detail, where the products are answered.
 */
export function PromotionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = usePromotionTexts();
  // ?statusCd= (the home's card) is the search a fresh visit opens on; later searches live in the history.
  const [params] = useSearchParams();
  const list = useListSearch(ZPromotionListFilter, 'promotionList', { defaults: readFilters(ZPromotionListFilter, Object.fromEntries(params)) });
  const promotions = usePromotionList(list.request);
  const { startDt, endDt, statusCd, ...f } = list.filters;
  const form = useFilterForm<FilterValues>({ ...BLANK, ...f, period: dayRange(startDt, endDt) });

  const search = ({ period, promState, ...v }: FilterValues) => {
    const days = dayBounds(period);
    list.search({ ...v, promState: promState || undefined, statusCd, startDt: days.from, endDt: days.to });
  };

  const headColumns = usePromotionHeadColumns<TPromotionRow>();
  const columns: DataColumn<TPromotionRow>[] = [
    { key: 'promNm', title: t('promotion.column.promNm'), width: 220, render: (r) => <span data-testid={`promotion-name-${r.promCd}`}>{r.promNm}</span> },
    ...headColumns,
    { key: 'pprodCnt', title: t('promotion.column.pprodCnt'), width: 80, align: 'right', render: (r) => formatNumber(r.pprodCnt) },
    {
      key: 'reqState',
      title: t('promotion.column.reqState'),
      width: 220,
      render: (r) => (
        <span data-testid={`promotion-reqState-${r.promCd}`}>
          <Tag color={REQ_STATE_COLOR[r.reqState]}>{text.reqState(r.reqState)}</Tag>
          {`${t('promotion.count.prepare')} ${r.counts.prepare} · ${t('promotion.count.agree')} ${r.counts.agree} · ${t('promotion.count.reject')} ${r.counts.reject}`}
        </span>
      ),
    },
  ];

  return (
    <ListPage<TPromotionRow, FilterValues>
      title={t('menu.promotion.promotionSearchList')}
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <>
          <Form.Item name="promState" label={t('promotion.filter.promState')}>
            <Select
              style={{ width: 140 }}
              options={[{ value: '', label: t('promotion.filter.all') }, ...PROM_STATES.map((s) => ({ value: s, label: text.state(s) }))]}
              data-testid="promotion-filter-promState"
            />
          </Form.Item>
          <Form.Item name="promNm" label={t('promotion.filter.promNm')}>
            <Input allowClear maxLength={PROMOTION_LIMITS.promNmMax} style={{ width: 180 }} data-testid="promotion-filter-promNm" />
          </Form.Item>
          <Form.Item name="period" label={t('promotion.filter.period')}>
            <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['1w', '1m', '3m', '6m', 'all']} />
          </Form.Item>
        </>
      }
      toolbar={<PromotionCountTabs counts={promotions.data?.counts} value={statusCd} onChange={(next) => list.search({ ...list.filters, statusCd: next })} />}
      query={promotions}
      columns={columns}
      rowKey="promCd"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('promotion.list.empty')}
      testId="promotion-list"
      rowTestId={(r) => `promotion-row-${r.promCd}`}
      onRowClick={(r) => void navigate(`/promotion/promotionDetailForm/${r.promCd}`)}
      scrollX={1300}
    />
  );
}
