import { PlusOutlined } from '@ant-design/icons';
import { ZBrandGubun, ZBrandListFilter, ZBrandStatus, type TBrandGubun, type TBrandRow, type TBrandStatus, type TYn } from '@po/contracts';
import { Button, Form, Input, Radio, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { useBrandGroup } from '../model/brand-group';
import { useBrands } from '../api/brands';
import { BrandStatusTag } from '../components/brand-status-tag';

interface FilterValues {
  brandNm?: string;
  confirmStatus?: TBrandStatus | '';
  useYn?: TYn | '';
}
const BLANK: FilterValues = { brandNm: '', confirmStatus: '', useYn: '' };

/**
 * /product/productBrandList?gubun=: the seller's approved brands (BRAND, the default) or its requests in every
 * status (REQUEST), where the MD's outcome, the issued code and a rejection's reason show.
 */
export function BrandListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const parsed = ZBrandGubun.safeParse(params.get('gubun'));
  const gubun: TBrandGubun = parsed.success ? parsed.data : 'BRAND';
  const list = useListSearch(ZBrandListFilter, `brandList-${gubun}`);
  const brands = useBrands({ ...list.request, gubun });
  const form = useFilterForm<FilterValues>({ ...BLANK, ...list.filters });
  const requests = gubun === 'REQUEST';
  const group = useBrandGroup();

  const all = { value: '', label: t('form.yn.all') };
  const columns: DataColumn<TBrandRow>[] = [
    { key: 'seq', dataIndex: 'brandRgsrRqstSeq', title: t('brand.field.brandRgsrRqstSeq'), width: 90, align: 'center' },
    {
      key: 'brandCd',
      title: t('brand.field.brandCd'),
      width: 110,
      render: (r) =>
        r.brandCd && group.hasDetail ? (
          <Link to={`${group.base}/productBrandDetail/${r.brandCd}`} onClick={(e) => e.stopPropagation()} data-testid={`brand-code-${r.brandRgsrRqstSeq}`}>
            {r.brandCd}
          </Link>
        ) : (
          (r.brandCd ?? '—')
        ),
    },
    { key: 'brandNm', dataIndex: 'brandNm', title: t('brand.field.brandNm'), width: 160 },
    { key: 'brandEnm', dataIndex: 'brandEnm', title: t('brand.field.brandEnm'), width: 160 },
    { key: 'site', dataIndex: 'deliveryLocNm', title: t('brand.field.deliveryLocCd'), width: 150 },
    { key: 'fee', title: t('brand.field.deliveryFee'), width: 100, align: 'right', render: (r) => formatNumber(r.deliveryFee) },
    { key: 'min', title: t('brand.field.minOrdAmt'), width: 130, align: 'right', render: (r) => formatNumber(r.minOrdAmt) },
    {
      key: 'status',
      title: t('brand.field.confirmStatus'),
      width: 100,
      align: 'center',
      render: (r) => <BrandStatusTag status={r.confirmStatus} testId={`brand-status-${r.brandRgsrRqstSeq}`} />,
    },
    ...(requests
      ? [{ key: 'reason', title: t('brand.field.rejectReason'), width: 220, ellipsis: true, render: (r: TBrandRow) => r.rejectReason ?? '' }]
      : [
          {
            key: 'use',
            title: t('brand.field.useYn'),
            width: 90,
            align: 'center' as const,
            render: (r: TBrandRow) => <Tag color={r.useYn === 'Y' ? 'green' : 'default'}>{t(`brand.use.${r.useYn}`)}</Tag>,
          },
        ]),
    { key: 'regDt', title: t('brand.field.regDt'), width: 110, render: (r) => formatDate(r.regDt) },
    { key: 'confirmDt', title: t('brand.field.confirmDt'), width: 110, render: (r) => formatDate(r.confirmDt) || '—' },
  ];

  return (
    <ListPage<TBrandRow, FilterValues>
      title={t(`menu.${group.titleGroup}.productBrandList`)}
      actions={
        <>
          <Radio.Group
            optionType="button"
            value={gubun}
            onChange={(e) => void navigate(`${group.base}/productBrandList?gubun=${String(e.target.value)}`)}
            options={ZBrandGubun.options.map((g) => ({ value: g, label: t(`brand.gubun.${g}`) }))}
            data-testid="brand-gubun"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${group.base}/productBrandForm`)} data-testid="brand-new">
            {t('brand.action.newRequest')}
          </Button>
        </>
      }
      form={form}
      initialValues={BLANK}
      onSearch={(v) => list.search(v)}
      filters={
        <>
          <Form.Item name="brandNm" label={t('brand.field.brandNm')}>
            <Input allowClear maxLength={100} style={{ width: 180 }} data-testid="brand-search-name" />
          </Form.Item>
          {requests ? (
            <Form.Item name="confirmStatus" label={t('brand.field.confirmStatus')}>
              <Select style={{ width: 130 }} options={[all, ...ZBrandStatus.options.map((s) => ({ value: s, label: t(`brand.status.${s}`) }))]} />
            </Form.Item>
          ) : (
            <Form.Item name="useYn" label={t('brand.field.useYn')}>
              <Select style={{ width: 110 }} options={[all, { value: 'Y', label: t('brand.use.Y') }, { value: 'N', label: t('brand.use.N') }]} />
            </Form.Item>
          )}
        </>
      }
      query={brands}
      columns={columns}
      rowKey="brandRgsrRqstSeq"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('form.msg.empty')}
      testId="brand-list"
      rowTestId={(r) => `brand-row-${r.brandRgsrRqstSeq}`}
      onRowClick={(r) => (r.brandCd && group.hasDetail ? void navigate(`${group.base}/productBrandDetail/${r.brandCd}`) : undefined)}
      scrollX={1300}
    />
  );
}
