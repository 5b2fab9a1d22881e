import { PlusOutlined } from '@ant-design/icons';
import { ZDeliveryLocListFilter, type TDeliveryLocDetailReply, type TYn } from '@po/contracts';
import { Button, Form, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import { useDeliveryLocs } from '../api/delivery-locs';
import { startSitesExport } from '../api/start-sites-export';
import { GoodsFlowStatusTag } from '../components/goods-flow-status-tag';

interface FilterValues {
  deliveryLocNm?: string;
  useYn?: TYn | '';
  frcnDyplYn?: TYn | '';
  verifiedYn?: TYn | '';
  regDt?: TDateRange;
}

const BLANK: FilterValues = { deliveryLocNm: '', useYn: '', frcnDyplYn: '', verifiedYn: '', regDt: null };
const address = (zip: string, addr: string, dtl: string) => [zip && `(${zip})`, addr, dtl].filter(Boolean).join(' ');

/** /setting/delivery: the seller's shipping sites on the list kit, searched by name, flags and registration days. */
export function DeliveryListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearch(ZDeliveryLocListFilter, 'siteList');
  const sites = useDeliveryLocs(list.request);
  const { regDtFrom, regDtTo, ...f } = list.filters;
  const form = useFilterForm<FilterValues>({ ...BLANK, ...f, regDt: dayRange(regDtFrom, regDtTo) });

  const search = ({ regDt, ...v }: FilterValues) => {
    const days = dayBounds(regDt);
    list.search({ ...v, regDtFrom: days.from, regDtTo: days.to });
  };

  const all = { value: '', label: t('form.yn.all') };
  const useOptions = [all, { value: 'Y', label: t('form.yn.Y') }, { value: 'N', label: t('form.yn.N') }];
  const frcnOptions = [all, { value: 'N', label: t('delivery.frcn.N') }, { value: 'Y', label: t('delivery.frcn.Y') }];
  const verifiedOptions = [all, { value: 'Y', label: t('delivery.verifiedYn.Y') }, { value: 'N', label: t('delivery.verifiedYn.N') }];

  const columns: DataColumn<TDeliveryLocDetailReply>[] = [
    { key: 'deliveryLocCd', dataIndex: 'deliveryLocCd', title: t('delivery.field.deliveryLocCd'), width: 90 },
    {
      key: 'deliveryLocNm',
      title: t('delivery.field.deliveryLocNm'),
      width: 180,
      render: (r) => (
        <Link to={`/setting/deliveryDetail/${r.deliveryLocCd}`} onClick={(e) => e.stopPropagation()}>
          {r.deliveryLocNm}
        </Link>
      ),
    },
    { key: 'carrier', dataIndex: 'deliveryEntrNm', title: t('delivery.field.deliveryEntrCd'), width: 110 },
    {
      key: 'address',
      title: t('delivery.field.shippingAddress'),
      ellipsis: true,
      render: (r) => address(r.deliveryLocZip, r.deliveryLocAddr, r.deliveryLocDtlAddr),
    },
    {
      key: 'return',
      title: t('delivery.field.returnAddress'),
      ellipsis: true,
      render: (r) => (r.returnSameYn === 'Y' ? t('delivery.list.sameAsShipping') : address(r.returnZipNo, r.returnAddr, r.returnDtlAddr)),
    },
    {
      key: 'useYn',
      title: t('delivery.field.useYn'),
      width: 90,
      align: 'center',
      render: (r) => <Tag color={r.useYn === 'Y' ? 'green' : 'default'}>{t(`form.yn.${r.useYn}`)}</Tag>,
    },
    { key: 'frcn', title: t('delivery.field.frcnDyplYn'), width: 90, align: 'center', render: (r) => t(`delivery.frcn.${r.frcnDyplYn}`) },
    { key: 'gf', title: t('delivery.field.goodsFlow'), width: 120, align: 'center', render: (r) => <GoodsFlowStatusTag status={r.gfStsCd} /> },
  ];

  return (
    <ListPage<TDeliveryLocDetailReply, FilterValues>
      title={t('menu.setting.delivery')}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/setting/deliveryForm')} data-testid="site-register">
          {t('form.button.register')}
        </Button>
      }
      excel={<ExcelExportButton filters={list.filters} start={startSitesExport} testId="site-excel" />}
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <>
          <Form.Item name="deliveryLocNm" label={t('delivery.field.deliveryLocNm')}>
            <Input allowClear maxLength={50} style={{ width: 180 }} data-testid="site-search-name" />
          </Form.Item>
          <Form.Item name="useYn" label={t('delivery.field.useYn')}>
            <Select style={{ width: 110 }} options={useOptions} data-testid="site-search-use" />
          </Form.Item>
          <Form.Item name="frcnDyplYn" label={t('delivery.field.frcnDyplYn')}>
            <Select style={{ width: 110 }} options={frcnOptions} data-testid="site-search-frcn" />
          </Form.Item>
          <Form.Item name="verifiedYn" label={t('delivery.field.goodsFlow')}>
            <Select style={{ width: 130 }} options={verifiedOptions} data-testid="site-search-verified" />
          </Form.Item>
          <Form.Item name="regDt" label={t('delivery.field.regDt')}>
            <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['today', '1w', '1m', '3m', 'all']} />
          </Form.Item>
        </>
      }
      query={sites}
      columns={columns}
      rowKey="deliveryLocCd"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('delivery.list.empty')}
      testId="site-list"
      rowTestId={(r) => `site-row-${r.deliveryLocCd}`}
      scrollX={1000}
    />
  );
}
