import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { TDeliveryLocDetailReply, TDeliveryLocListRequest, TYn } from '@po/contracts';
import { Button, Card, Empty, Flex, Form, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE, tablePagination, type PageState } from '@/shared/pagination';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useDeliveryLocs } from '../api/delivery-locs';
import { GoodsFlowStatusTag } from '../components/goods-flow-status-tag';

type Filters = Omit<TDeliveryLocListRequest, 'pageNum' | 'pageSize'>;
interface FilterValues {
  deliveryLocNm?: string;
  useYn?: TYn | '';
  frcnDyplYn?: TYn | '';
  verifiedYn?: TYn | '';
}

const yn = (v: TYn | '' | undefined): TYn | undefined => (v === 'Y' || v === 'N' ? v : undefined);
const address = (zip: string, addr: string, dtl: string) => [zip && `(${zip})`, addr, dtl].filter(Boolean).join(' ');

/** /setting/delivery: the seller's shipping sites, searched by name and flags; Enter searches. */
export function DeliveryListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState<PageState>(DEFAULT_PAGE);
  const sites = useDeliveryLocs({ ...filters, ...page });

  const search = (v: FilterValues) => {
    const name = (v.deliveryLocNm ?? '').trim();
    setFilters({ ...(name ? { deliveryLocNm: name } : {}), useYn: yn(v.useYn), frcnDyplYn: yn(v.frcnDyplYn), verifiedYn: yn(v.verifiedYn) });
    setPage(DEFAULT_PAGE);
  };

  const all = { value: '', label: t('form.yn.all') };
  const useOptions = [all, { value: 'Y', label: t('form.yn.Y') }, { value: 'N', label: t('form.yn.N') }];
  const frcnOptions = [all, { value: 'N', label: t('delivery.frcn.N') }, { value: 'Y', label: t('delivery.frcn.Y') }];
  const verifiedOptions = [all, { value: 'Y', label: t('delivery.verifiedYn.Y') }, { value: 'N', label: t('delivery.verifiedYn.N') }];

  const columns: TableColumnsType<TDeliveryLocDetailReply> = [
    { key: 'deliveryLocCd', dataIndex: 'deliveryLocCd', title: t('delivery.field.deliveryLocCd'), width: 90 },
    {
      key: 'deliveryLocNm',
      title: t('delivery.field.deliveryLocNm'),
      width: 180,
      render: (_: unknown, r) => (
        <Link to={`/setting/deliveryDetail/${r.deliveryLocCd}`} onClick={(e) => e.stopPropagation()}>
          {r.deliveryLocNm}
        </Link>
      ),
    },
    { key: 'carrier', dataIndex: 'deliveryEntrNm', title: t('delivery.field.deliveryEntrCd'), width: 110 },
    { key: 'address', title: t('delivery.field.shippingAddress'), ellipsis: true, render: (_: unknown, r) => address(r.deliveryLocZip, r.deliveryLocAddr, r.deliveryLocDtlAddr) },
    { key: 'return', title: t('delivery.field.returnAddress'), ellipsis: true, render: (_: unknown, r) => (r.returnSameYn === 'Y' ? t('delivery.list.sameAsShipping') : address(r.returnZipNo, r.returnAddr, r.returnDtlAddr)) },
    { key: 'useYn', title: t('delivery.field.useYn'), width: 90, align: 'center', render: (_: unknown, r) => <Tag color={r.useYn === 'Y' ? 'green' : 'default'}>{t(`form.yn.${r.useYn}`)}</Tag> },
    { key: 'frcn', title: t('delivery.field.frcnDyplYn'), width: 90, align: 'center', render: (_: unknown, r) => t(`delivery.frcn.${r.frcnDyplYn}`) },
    { key: 'gf', title: t('delivery.field.goodsFlow'), width: 120, align: 'center', render: (_: unknown, r) => <GoodsFlowStatusTag status={r.gfStsCd} /> },
  ];

  return (
    <Card
      title={t('menu.setting.delivery')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/setting/deliveryForm')} data-testid="site-register">
          {t('form.button.register')}
        </Button>
      }
      data-testid="delivery-list-page"
    >
      <Form<FilterValues> form={form} layout="inline" onFinish={search} initialValues={{ useYn: '', frcnDyplYn: '', verifiedYn: '' }} style={{ rowGap: 8, marginBottom: 12 }}>
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
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="site-search">
              {t('form.button.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search(form.getFieldsValue());
              }}
            >
              {t('form.button.reset')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      {sites.error ? (
        <QueryFailed error={sites.error} onRetry={() => void sites.refetch()} />
      ) : (
        <Table<TDeliveryLocDetailReply>
          size="small"
          rowKey="deliveryLocCd"
          columns={columns}
          dataSource={sites.data?.list ?? []}
          loading={sites.isFetching}
          tableLayout="fixed"
          scroll={{ x: 1000 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('delivery.list.empty')} /> }}
          onRow={(r) => ({ 'data-testid': `site-row-${r.deliveryLocCd}` }) as HTMLAttributes<HTMLElement>}
          pagination={tablePagination(page, sites.data?.totalCnt ?? 0, setPage, {
            showTotal: (total) => <Typography.Text type="secondary">{t('form.total', { count: total })}</Typography.Text>,
          })}
          data-testid="site-table"
        />
      )}
    </Card>
  );
}
