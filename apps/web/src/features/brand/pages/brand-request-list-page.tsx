import { ZBrandAdminListFilter, ZBrandStatus, type TBrandAdminRow, type TBrandStatus } from '@po/contracts';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { useBrandReviewList, type BrandRequestKey } from '../api/brand-review';
import { BrandStatusTag } from '../components/brand-status-tag';

// The request drawer and the reject dialog load when they first open.
const BrandReviewDrawer = lazyDialog(
  () => import('../components/brand-review-drawer').then((m) => m.BrandReviewDrawer),
  (p) => p.target !== null,
);
const BrandRejectModal = lazyDialog(
  () => import('../components/brand-reject-modal').then((m) => m.BrandRejectModal),
  (p) => p.target !== null,
);

interface FilterValues {
  confirmStatus?: TBrandStatus | '';
  supplyEntrNm?: string;
  brandNm?: string;
}
const BLANK: FilterValues = { confirmStatus: '', supplyEntrNm: '', brandNm: '' };

/**
 * /admin/brandRequestList: the MD's queue of brand requests across sellers on the list kit, opening on the
 * pending ones, oldest first; a row opens the request, which can be approved or rejected while pending.
 */
export function BrandRequestListPage() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<BrandRequestKey | null>(null);
  const [rejecting, setRejecting] = useState<BrandRequestKey | null>(null);
  const list = useListSearch(ZBrandAdminListFilter, 'brandRequestList', { defaults: { confirmStatus: 'PENDING' } });
  const requests = useBrandReviewList(list.request);
  const form = useFilterForm<FilterValues>({ ...BLANK, ...list.filters });

  const columns: DataColumn<TBrandAdminRow>[] = [
    { key: 'seller', title: t('brand.field.supplyEntrNm'), width: 170, render: (r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    { key: 'seq', dataIndex: 'brandRgsrRqstSeq', title: t('brand.field.brandRgsrRqstSeq'), width: 90, align: 'center' },
    { key: 'brandNm', dataIndex: 'brandNm', title: t('brand.field.brandNm'), width: 160 },
    { key: 'brandEnm', dataIndex: 'brandEnm', title: t('brand.field.brandEnm'), width: 160 },
    { key: 'md', dataIndex: 'chargeMdNm', title: t('brand.field.chargeMdCd'), width: 160 },
    { key: 'status', title: t('brand.field.confirmStatus'), width: 100, align: 'center', render: (r) => <BrandStatusTag status={r.confirmStatus} /> },
    { key: 'brandCd', title: t('brand.field.brandCd'), width: 100, render: (r) => r.brandCd ?? '—' },
    { key: 'regDt', title: t('brand.field.regDt'), width: 150, render: (r) => formatDateTime(r.regDt) },
  ];

  return (
    <ListPage<TBrandAdminRow, FilterValues>
      title={t('menu.admin.brandRequestList')}
      form={form}
      initialValues={BLANK}
      onSearch={(v) => list.search(v)}
      filters={
        <>
          <Form.Item name="confirmStatus" label={t('brand.field.confirmStatus')}>
            <Select
              style={{ width: 150 }}
              options={[{ value: '', label: t('form.yn.all') }, ...ZBrandStatus.options.map((s) => ({ value: s, label: t(`brand.status.${s}`) }))]}
              data-testid="brand-admin-status"
            />
          </Form.Item>
          <Form.Item name="supplyEntrNm" label={t('brand.field.supplyEntrNm')}>
            <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="brand-admin-search-company" />
          </Form.Item>
          <Form.Item name="brandNm" label={t('brand.field.brandNm')}>
            <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="brand-admin-search-name" />
          </Form.Item>
        </>
      }
      query={requests}
      columns={columns}
      rowKey={(r) => `${r.supplyEntrCd}/${r.brandRgsrRqstSeq}`}
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('form.msg.empty')}
      testId="brand-admin"
      rowTestId={(r) => `brand-admin-row-${r.supplyEntrCd}-${r.brandRgsrRqstSeq}`}
      onRowClick={(r) => setOpened({ supplyEntrCd: r.supplyEntrCd, brandRgsrRqstSeq: r.brandRgsrRqstSeq })}
      scrollX={1100}
    >
      <BrandReviewDrawer target={opened} onClose={() => setOpened(null)} onReject={setRejecting} />
      <BrandRejectModal
        target={rejecting}
        onClose={(rejected) => {
          setRejecting(null);
          if (rejected) setOpened(null);
        }}
      />
    </ListPage>
  );
}
