import { PlusOutlined } from '@ant-design/icons';
import { PROMOTION_LIMITS, PROM_STATES, ZPromotionAdminListRequest, type TPromState, type TPromotionAdminRow } from '@po/contracts';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { useAdminPromotionList } from '../api/promotion-admin';
import { usePromotionHeadColumns } from '../model/promotion-head-columns';
import { usePromotionTexts } from '../model/promotion-texts';

const ZFilter = ZPromotionAdminListRequest.omit({ pageNum: true, pageSize: true });

interface FilterValues {
  promState?: TPromState | '';
  promNm?: string;
}
const BLANK: FilterValues = { promState: '', promNm: '' };

/** /admin/promotionList: every promotion, newest first, with how many sellers it asks and how they answered. */
export function AdminPromotionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = usePromotionTexts();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const list = useListSearch(ZFilter, 'adminPromotionList');
  const promotions = useAdminPromotionList(list.request);
  const form = useFilterForm<FilterValues>({ ...BLANK, ...list.filters });

  const headColumns = usePromotionHeadColumns<TPromotionAdminRow>();
  const columns: DataColumn<TPromotionAdminRow>[] = [
    { key: 'promCd', dataIndex: 'promCd', title: t('promotion.column.promCd'), width: 110 },
    { key: 'promNm', dataIndex: 'promNm', title: t('promotion.column.promNm'), width: 220, ellipsis: true },
    ...headColumns,
    { key: 'sellerCnt', title: t('promotionAdmin.column.sellerCnt'), width: 80, align: 'right', render: (r) => formatNumber(r.sellerCnt) },
    { key: 'total', title: t('promotion.count.total'), width: 70, align: 'right', render: (r) => formatNumber(r.counts.total) },
    {
      key: 'counts',
      title: t('promotionAdmin.column.counts'),
      width: 200,
      align: 'center',
      render: (r) => `${formatNumber(r.counts.prepare)} / ${formatNumber(r.counts.agree)} / ${formatNumber(r.counts.reject)}`,
    },
    { key: 'regDt', title: t('promotionAdmin.column.regDt'), width: 110, render: (r) => formatDate(r.regDt) },
  ];

  return (
    <ListPage<TPromotionAdminRow, FilterValues>
      title={t('menu.admin.promotionList')}
      actions={
        viewOnly ? undefined : (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/admin/promotionForm')} data-testid="promotion-admin-create">
            {t('promotionAdmin.button.create')}
          </Button>
        )
      }
      form={form}
      initialValues={BLANK}
      onSearch={(v) => list.search({ promState: v.promState || undefined, promNm: v.promNm })}
      filters={
        <>
          <Form.Item name="promState" label={t('promotionAdmin.filter.promState')}>
            <Select
              style={{ width: 140 }}
              options={[{ value: '', label: t('promotion.filter.all') }, ...PROM_STATES.map((s) => ({ value: s, label: text.state(s) }))]}
              data-testid="promotion-admin-filter-promState"
            />
          </Form.Item>
          <Form.Item name="promNm" label={t('promotionAdmin.filter.promNm')}>
            <Input allowClear maxLength={PROMOTION_LIMITS.promNmMax} style={{ width: 180 }} data-testid="promotion-admin-filter-promNm" />
          </Form.Item>
        </>
      }
      query={promotions}
      columns={columns}
      rowKey="promCd"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('promotionAdmin.list.empty')}
      testId="promotion-admin-list"
      rowTestId={(r) => `promotion-admin-row-${r.promCd}`}
      onRowClick={(r) => void navigate(`/admin/promotionForm/${r.promCd}`)}
      scrollX={1550}
    />
  );
}
