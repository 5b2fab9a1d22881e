import { PlusOutlined } from '@ant-design/icons';
import { ZSupplyCsAdminFilter, type TSupplyCsAdminRow } from '@po/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import type { DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { useAdminSupplyCsList } from '../api/supply-cs';
import { useCsColumns } from '../components/cs-columns';
import { blankCsFilters, CsFilters, fromCsFormValues, type CsFilterValues } from '../components/cs-filters';

const OpenModal = lazyDialog(
  () => import('../components/cs-open-modal').then((m) => m.CsOpenModal),
  (p) => p.open,
);

/** /admin/supplyCsList: the CS inquiries across sellers (newest first) and a new inquiry to a seller. */
export function AdminSupplyCsListPage() {
  useMessageNamespaces('qna', 'qnaAdmin');
  const { t } = useTranslation();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const [adding, setAdding] = useState(false);
  const list = useListSearch(ZSupplyCsAdminFilter, 'supplyCsList');
  const query = useAdminSupplyCsList({ ...list.filters, ...list.page });
  const form = useFilterForm<CsFilterValues>({ ...blankCsFilters, ...list.filters, period: dayRange(list.filters.startDt, list.filters.endDt) });
  const shared = useCsColumns<TSupplyCsAdminRow>();
  const columns: DataColumn<TSupplyCsAdminRow>[] = [
    shared[0]!,
    { key: 'seller', title: t('qnaAdmin.field.supplyEntrNm'), width: 180, render: (r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    ...shared.slice(1),
    { key: 'regId', dataIndex: 'regId', title: t('qnaAdmin.field.regId'), width: 110 },
  ];
  return (
    <ListPage<TSupplyCsAdminRow, CsFilterValues>
      title={t('menu.admin.supplyCsList')}
      actions={
        viewOnly ? null : (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="cs-open">
            {t('qnaAdmin.list.newInquiry')}
          </Button>
        )
      }
      form={form}
      initialValues={blankCsFilters}
      onSearch={(v) => list.search({ ...fromCsFormValues(v), supplyEntrCd: v.supplyEntrCd || undefined })}
      filters={
        <CsFilters>
          <Form.Item name="supplyEntrCd" label={t('qnaAdmin.field.supplyEntrCd')}>
            <Input allowClear maxLength={20} style={{ width: 140 }} data-testid="cs-search-seller" />
          </Form.Item>
        </CsFilters>
      }
      query={query}
      columns={columns}
      rowKey="supplyCsSq"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('qna.list.csEmpty')}
      testId="admin-supply-cs"
      rowTestId={(r) => `cs-row-${r.supplyCsSq}`}
      rowMarked={(r) => r.overdueYn === 'Y'}
      scrollX={1500}
    >
      <OpenModal open={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
