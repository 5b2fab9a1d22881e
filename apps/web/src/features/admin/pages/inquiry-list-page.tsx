import { SearchOutlined } from '@ant-design/icons';
import { INQUIRY_CATEGORIES, type TEnterinquireRow, type TInquiryCategory } from '@po/contracts';
import { Button, Card, Descriptions, Drawer, Empty, Form, Select, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { DEFAULT_PAGE, tablePagination, type PageState } from '@/shared/pagination';
import { QueryFailed } from '@/shared/ui/query-failed';
import { enterinquireImageHref, useEnterinquire, useEnterinquireList } from '../api/enterinquire-review';

/** The inquiry with its text and image link. */
function InquiryDrawer({ inquirySeq, onClose }: { inquirySeq: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useEnterinquire(inquirySeq);
  const d = detail.data;
  return (
    <Drawer open={inquirySeq !== null} onClose={onClose} size={640} title={d ? `${d.entrNm} (${d.regGbNm})` : t('menu.admin.inquiryList')} data-testid="inq-drawer">
      {detail.error ? (
        <QueryFailed error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !d ? (
        <Spin />
      ) : (
        <Descriptions size="small" column={1} bordered data-testid="inq-detail">
          <Descriptions.Item label={t('inquiry.field.regGb')}>{d.regGbNm}</Descriptions.Item>
          <Descriptions.Item label={t('inquiry.field.entrNm')}>
            <span data-testid="inq-field-entrNm">{d.entrNm}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('inquiry.field.chgNm')}>{d.chgNm}</Descriptions.Item>
          <Descriptions.Item label={t('inquiry.admin.chgEmail')}>{d.chgEmail}</Descriptions.Item>
          <Descriptions.Item label={t('inquiry.admin.chgPhone')}>{d.chgPhone}</Descriptions.Item>
          <Descriptions.Item label={t('inquiry.admin.regDt')}>{formatDateTime(d.regDt)}</Descriptions.Item>
          <Descriptions.Item label={t('inquiry.admin.chgAgree')}>{d.chgAgree}</Descriptions.Item>
          <Descriptions.Item label={t('inquiry.field.reqContents')}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="inq-field-reqContents">
              {d.reqContents}
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('inquiry.admin.imageYn')}>
            {d.image ? (
              <Typography.Link href={enterinquireImageHref(d.inquirySeq)} data-testid="inq-image">
                {d.image.fileNm} ({Math.ceil(d.image.fileSize / 1024)} KB)
              </Typography.Link>
            ) : (
              '—'
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}

/** /admin/inquiryList: partnership inquiries by category, newest first; a row opens it. */
export function InquiryListPage() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<TInquiryCategory | ''>('');
  const [page, setPage] = useState<PageState>(DEFAULT_PAGE);
  const [opened, setOpened] = useState<number | null>(null);
  const list = useEnterinquireList({ ...page, ...(category ? { regGb: category } : {}) });

  const columns: TableColumnsType<TEnterinquireRow> = [
    { key: 'seq', dataIndex: 'inquirySeq', title: t('inquiry.admin.seq'), width: 70 },
    { key: 'regGb', dataIndex: 'regGbNm', title: t('inquiry.field.regGb'), width: 130 },
    { key: 'entrNm', dataIndex: 'entrNm', title: t('inquiry.field.entrNm'), width: 160 },
    { key: 'chgNm', dataIndex: 'chgNm', title: t('inquiry.field.chgNm'), width: 100 },
    { key: 'chgEmail', dataIndex: 'chgEmail', title: t('inquiry.admin.chgEmail'), width: 180 },
    { key: 'chgPhone', dataIndex: 'chgPhone', title: t('inquiry.admin.chgPhone'), width: 130 },
    { key: 'imageYn', dataIndex: 'imageYn', title: t('inquiry.admin.imageYn'), width: 70, align: 'center' },
    { key: 'regDt', title: t('inquiry.admin.regDt'), width: 150, render: (_: unknown, r) => formatDateTime(r.regDt) },
  ];

  return (
    <Card title={t('menu.admin.inquiryList')} data-testid="inq-page">
      <Form
        layout="inline"
        initialValues={{ regGb: '' }}
        onFinish={(v: { regGb: TInquiryCategory | '' }) => {
          setCategory(v.regGb);
          setPage(DEFAULT_PAGE);
        }}
        style={{ marginBottom: 12 }}
      >
        <Form.Item name="regGb" label={t('inquiry.field.regGb')}>
          <Select style={{ width: 200 }} options={[{ value: '', label: t('inquiry.admin.all') }, ...INQUIRY_CATEGORIES.map((c) => ({ value: c, label: t(`inquiry.category.${c}`), title: t(`inquiry.category.${c}`) }))]} showSearch={{ optionFilterProp: 'label' }} data-testid="inq-category" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="inq-search">
            {t('form.button.search')}
          </Button>
        </Form.Item>
      </Form>
      {list.error ? (
        <QueryFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TEnterinquireRow>
          size="small"
          rowKey="inquirySeq"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          tableLayout="fixed"
          scroll={{ x: 990 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inquiry.admin.empty')} /> }}
          onRow={(r) => ({ onClick: () => setOpened(r.inquirySeq), style: { cursor: 'pointer' }, 'data-testid': `inq-row-${r.inquirySeq}` }) as HTMLAttributes<HTMLElement>}
          pagination={tablePagination(page, list.data?.totalCnt ?? 0, setPage, {
            showTotal: (total) => <Typography.Text type="secondary">{t('form.total', { count: total })}</Typography.Text>,
          })}
          data-testid="inq-table"
        />
      )}
      <InquiryDrawer inquirySeq={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
