import { PlusOutlined } from '@ant-design/icons';
import { type TNoticeAdminRow } from '@po/contracts';
import { Button, Flex, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useFeedback } from '@/shared/feedback/feedback';
import { formatDate } from '@/shared/format/date';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { Pager } from '@/shared/ui/pager';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useAdminNoticeList, useDeleteNotice } from '../api/notice-admin';

const ZNoFilter = z.object({});
const PAGE_SIZE = 30;

/** /admin/noticeList: the operator's notices with important, popup and period; new, edit, delete (confirmed). */
export function AdminNoticeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const list = useListSearch(ZNoFilter, 'adminNoticeList');
  const page = { pageNum: list.page.pageNum, pageSize: PAGE_SIZE };
  const notices = useAdminNoticeList(page);
  const remove = useDeleteNotice();

  const onDelete = async (r: TNoticeAdminRow) => {
    await remove.mutateAsync(r.bulletinSq);
    void message.success(t('noticeAdmin.deleted'));
  };

  const columns: DataColumn<TNoticeAdminRow>[] = [
    { key: 'bulletinSq', title: '#', width: 60, align: 'right', render: (r) => r.bulletinSq },
    { key: 'title', dataIndex: 'title', title: t('noticeAdmin.column.title'), width: 280, ellipsis: true },
    { key: 'noticeGb', title: t('noticeAdmin.column.noticeGb'), width: 70, align: 'center', render: (r) => (r.noticeGb === 'Y' ? <Tag color="red">Y</Tag> : 'N') },
    { key: 'popup', title: t('noticeAdmin.column.popup'), width: 70, align: 'center', render: (r) => (r.popupYn === 'Y' ? <Tag color="blue">Y</Tag> : 'N') },
    { key: 'period', title: t('noticeAdmin.column.period'), width: 200, render: (r) => (r.popupYn === 'Y' ? `${r.popupStartDt ?? ''} ~ ${r.popupEndDt ?? ''}` : '') },
    { key: 'file', title: t('noticeAdmin.column.file'), width: 60, align: 'center', render: (r) => r.fileYn },
    { key: 'regId', dataIndex: 'regId', title: t('noticeAdmin.column.regId'), width: 110 },
    { key: 'regDt', title: t('noticeAdmin.column.regDt'), width: 110, render: (r) => formatDate(r.regDt) },
    {
      key: 'actions',
      title: t('noticeAdmin.column.actions'),
      width: 150,
      render: (r) => (
        <Flex gap={4}>
          <Button size="small" onClick={() => void navigate(`/admin/noticeForm/${r.bulletinSq}`)} data-testid={`notice-edit-${r.bulletinSq}`}>
            {t('noticeAdmin.button.edit')}
          </Button>
          {!viewOnly && (
            <Popconfirm title={t('noticeAdmin.confirmDelete')} onConfirm={() => onDelete(r)} okText={t('noticeAdmin.button.delete')} cancelText={t('noticeAdmin.button.cancel')}>
              <Button size="small" danger data-testid={`notice-delete-${r.bulletinSq}`}>
                {t('noticeAdmin.button.delete')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  if (notices.error) return <QueryFailed error={notices.error} onRetry={() => void notices.refetch()} />;
  return (
    <Panel
      title={t('menu.admin.noticeList')}
      extra={
        viewOnly ? null : (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/admin/noticeForm')} data-testid="notice-create">
            {t('noticeAdmin.button.create')}
          </Button>
        )
      }
      data-testid="admin-notice-list"
    >
      <DataTable<TNoticeAdminRow>
        columns={columns}
        rows={notices.data?.list ?? []}
        rowKey={(r) => r.bulletinSq}
        rowTestId={(r) => `admin-notice-row-${r.bulletinSq}`}
        loading={notices.isFetching}
        empty={notices.isPending ? null : t('noticeAdmin.empty')}
        scrollX={1100}
        data-testid="admin-notice-table"
      />
      <Pager page={page} totalCnt={notices.data?.totalCnt ?? 0} onPage={(p) => list.setPage({ ...p, pageSize: PAGE_SIZE })} />
    </Panel>
  );
}
