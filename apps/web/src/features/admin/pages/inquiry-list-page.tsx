import { INQUIRY_CATEGORIES, ZEnterinquireListFilter, type TEnterinquireRow, type TInquiryCategory } from '@po/contracts';
import { Descriptions, Drawer, Form, Input, Select, Spin } from 'antd';
import { Paragraph, TextLink } from '@/shared/ui/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { formatDateTime } from '@/shared/format/date';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { QueryFailed } from '@/shared/ui/query-failed';
import { enterinquireImageHref, useEnterinquire, useEnterinquireList } from '../api/enterinquire-review';

interface FilterValues {
  regGb?: TInquiryCategory | '';
  entrNm?: string;
  chgNm?: string;
  regDt?: TDateRange;
}

const BLANK: FilterValues = { regGb: '', entrNm: '', chgNm: '', regDt: null };

/** The inquiry with its text and image link. */
function InquiryDrawer({ inquirySeq, onClose }: { inquirySeq: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useEnterinquire(inquirySeq);
  const d = detail.data;
  return (
    <Drawer
      open={inquirySeq !== null}
      onClose={onClose}
      size={640}
      title={d ? `${d.entrNm} (${d.regGbNm})` : t('menu.admin.inquiryList')}
      data-testid="inq-drawer"
    >
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
            <Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="inq-field-reqContents">
              {d.reqContents}
            </Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('inquiry.admin.imageYn')}>
            {d.image ? (
              <TextLink href={enterinquireImageHref(d.inquirySeq)} data-testid="inq-image">
                {d.image.fileNm} ({Math.ceil(d.image.fileSize / 1024)} KB)
              </TextLink>
            ) : (
              '—'
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}

/** /admin/inquiryList: partnership inquiries on the list kit, newest first; a row opens it. */
export function InquiryListPage() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<number | null>(null);
  const list = useListSearch(ZEnterinquireListFilter, 'inquiryList');
  const inquiries = useEnterinquireList(list.request);
  const { regDtFrom, regDtTo, ...f } = list.filters;
  const form = useFilterForm<FilterValues>({ ...BLANK, ...f, regDt: dayRange(regDtFrom, regDtTo) });

  const search = ({ regDt, ...v }: FilterValues) => {
    const days = dayBounds(regDt);
    list.search({ ...v, regDtFrom: days.from, regDtTo: days.to });
  };

  const columns: DataColumn<TEnterinquireRow>[] = [
    { key: 'seq', dataIndex: 'inquirySeq', title: t('inquiry.admin.seq'), width: 70 },
    { key: 'regGb', dataIndex: 'regGbNm', title: t('inquiry.field.regGb'), width: 130 },
    { key: 'entrNm', dataIndex: 'entrNm', title: t('inquiry.field.entrNm'), width: 160 },
    { key: 'chgNm', dataIndex: 'chgNm', title: t('inquiry.field.chgNm'), width: 100 },
    { key: 'chgEmail', dataIndex: 'chgEmail', title: t('inquiry.admin.chgEmail'), width: 180 },
    { key: 'chgPhone', dataIndex: 'chgPhone', title: t('inquiry.admin.chgPhone'), width: 130 },
    { key: 'imageYn', dataIndex: 'imageYn', title: t('inquiry.admin.imageYn'), width: 70, align: 'center' },
    { key: 'regDt', title: t('inquiry.admin.regDt'), width: 150, render: (r) => formatDateTime(r.regDt) },
  ];

  return (
    <ListPage<TEnterinquireRow, FilterValues>
      title={t('menu.admin.inquiryList')}
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <>
          <Form.Item name="regGb" label={t('inquiry.field.regGb')}>
            <Select
              style={{ width: 200 }}
              options={[
                { value: '', label: t('inquiry.admin.all') },
                ...INQUIRY_CATEGORIES.map((c) => ({ value: c, label: t(`inquiry.category.${c}`), title: t(`inquiry.category.${c}`) })),
              ]}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="inq-category"
            />
          </Form.Item>
          <Form.Item name="entrNm" label={t('inquiry.field.entrNm')}>
            <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="inq-search-company" />
          </Form.Item>
          <Form.Item name="chgNm" label={t('inquiry.field.chgNm')}>
            <Input allowClear maxLength={50} style={{ width: 120 }} data-testid="inq-search-name" />
          </Form.Item>
          <Form.Item name="regDt" label={t('inquiry.admin.regDt')}>
            <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['today', '1w', '1m', '3m', 'all']} />
          </Form.Item>
        </>
      }
      query={inquiries}
      columns={columns}
      rowKey="inquirySeq"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('inquiry.admin.empty')}
      testId="inq-list"
      rowTestId={(r) => `inq-row-${r.inquirySeq}`}
      onRowClick={(r) => setOpened(r.inquirySeq)}
      scrollX={990}
    >
      <InquiryDrawer inquirySeq={opened} onClose={() => setOpened(null)} />
    </ListPage>
  );
}
