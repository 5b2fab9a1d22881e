import { SearchOutlined } from '@ant-design/icons';
import { ADDRESS_LIMITS, ZAddressSearchRequest } from '@po/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Form, Input, Modal, Table, type TableColumnsType } from 'antd';
import { Paragraph, Text } from '@/shared/ui/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { messageText } from '@/shared/form/schema-form';
import { tablePagination, type PageState } from '@/shared/pagination';
import { pickAddress, type AddressType, type PickedAddress } from './address-pick';
import { searchAddresses, type TAddressRow } from './address-search';

/** Width of the postcode dialog (spec business §2 "Popups"). */
export const POSTCODE_DIALOG_WIDTH = 750;
const PAGE_SIZE = 10;

export interface PostcodeDialogProps {
  open: boolean;
  onPick: (address: PickedAddress) => void;
  onClose: () => void;
}

function AddressChoice({ row, index, type, onPick }: { row: TAddressRow; index: number; type: AddressType; onPick: (type: AddressType) => void }) {
  const { t } = useTranslation();
  const text = type === 'R' ? row.roadAddress : row.jibunAddress;
  if (!text) return null;
  const note = type === 'R' && row.buildingName ? ` (${row.buildingName})` : '';
  return (
    <Flex gap={6} align="baseline">
      <Text type="secondary" style={{ flex: 'none', fontSize: 12, width: 44 }}>
        {t(type === 'R' ? 'address.road' : 'address.lot')}
      </Text>
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
        onClick={() => onPick(type)}
        data-testid={`postcode-pick-${type}-${index}`}
      >
        {text}
        {note}
      </Button>
    </Flex>
  );
}

/** The search and its results; mounted afresh each time the dialog opens. */
function PostcodeSearch({ onPick }: { onPick: (address: PickedAddress) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize: PAGE_SIZE });
  const params = { keyword, pageNum: page.pageNum, pageSize: page.pageSize };
  const result = useQuery({
    queryKey: ['address', 'search', params],
    queryFn: ({ signal }) => searchAddresses(params, signal),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

  const [form] = Form.useForm<{ keyword?: string }>();
  const search = (values: { keyword?: string }) => {
    const checked = ZAddressSearchRequest.shape.keyword.safeParse(values.keyword ?? '');
    if (!checked.success) {
      form.setFields([{ name: 'keyword', errors: [messageText(t, checked.error.issues[0]?.message ?? '')] }]);
      return;
    }
    setKeyword(checked.data);
    setPage({ pageNum: 1, pageSize: PAGE_SIZE });
  };
  const choose = (row: TAddressRow, type: AddressType) => onPick(pickAddress(row, type));

  const columns: TableColumnsType<TAddressRow> = [
    { key: 'zonecode', dataIndex: 'zonecode', title: t('address.zonecode'), width: 90, align: 'center' },
    {
      key: 'address',
      title: t('address.address'),
      render: (_: unknown, row, index) => (
        <Flex vertical gap={2}>
          <AddressChoice row={row} index={index} type="R" onPick={(type) => choose(row, type)} />
          <AddressChoice row={row} index={index} type="J" onPick={(type) => choose(row, type)} />
        </Flex>
      ),
    },
  ];
  const error = result.error ? failureText(result.error, t('address.failed')) : null;

  return (
    <div data-testid="postcode-dialog">
      <Form
        form={form}
        layout="inline"
        onFinish={search}
        onValuesChange={() => form.setFields([{ name: 'keyword', errors: [] }])}
        style={{ marginBottom: 12 }}
        initialValues={{ keyword: '' }}
      >
        <Form.Item name="keyword" style={{ flex: 1 }}>
          <Input
            autoFocus
            allowClear
            maxLength={ADDRESS_LIMITS.keywordMax}
            placeholder={t('address.placeholder')}
            aria-label={t('address.keyword')}
            data-testid="postcode-keyword"
          />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0 }}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="postcode-search">
            {t('address.search')}
          </Button>
        </Form.Item>
      </Form>
      <Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('address.hint')}
      </Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<TAddressRow>
        size="small"
        rowKey={(row) => `${row.zonecode}|${row.roadAddress}|${row.jibunAddress}`}
        columns={columns}
        dataSource={keyword ? (result.data?.list ?? []) : []}
        loading={result.isFetching}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(keyword ? 'address.empty' : 'address.start')} /> }}
        scroll={{ y: 360 }}
        pagination={keyword ? tablePagination(page, result.data?.totalCnt ?? 0, setPage, { size: 'small' }) : false}
        data-testid="postcode-results"
      />
    </div>
  );
}

/**
 * The postcode search dialog (750 px): the user types a road name, building, lot address or postcode,
 * then picks either the road-name (R) or the lot-number (J) address of a result.
 */
export function PostcodeDialog({ open, onPick, onClose }: PostcodeDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('address.title')} width={POSTCODE_DIALOG_WIDTH} footer={null} onCancel={onClose} destroyOnHidden>
      <PostcodeSearch onPick={onPick} />
    </Modal>
  );
}
