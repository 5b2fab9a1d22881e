import { PaperClipOutlined } from '@ant-design/icons';
import { BULLETIN_LIMITS, type TNoticeRow } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { formatDate } from '@/shared/format/date';
import { useListSearch } from '@/shared/list/use-list-search';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { Pager } from '@/shared/ui/pager';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useNoticeList } from '../api/notice-board';
import { NoticeTitle } from '../components/notice-title';

/** The board has no filters: the list kit keeps only its page in the history. */
const ZNoFilter = z.object({});

/** /notice: the mall's notices, important first then newest, 30 a page (§2, §9); a row opens its notice. */
export function NoticeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearch(ZNoFilter, 'noticeList');
  const page = { pageNum: list.page.pageNum, pageSize: BULLETIN_LIMITS.pageSize };
  const notices = useNoticeList(page);

  const columns: DataColumn<TNoticeRow>[] = [
    { key: 'title', title: t('notice.column.title'), render: (r) => <NoticeTitle title={r.title} noticeGb={r.noticeGb} /> },
    {
      key: 'file',
      title: t('notice.column.file'),
      width: 70,
      align: 'center',
      render: (r) => (r.fileYn === 'Y' ? <PaperClipOutlined aria-label={t('notice.hasFile')} data-testid={`notice-file-${r.bulletinSq}`} /> : null),
    },
    { key: 'regDt', title: t('notice.column.regDt'), width: 120, align: 'center', render: (r) => formatDate(r.regDt) },
  ];

  if (notices.error) return <QueryFailed error={notices.error} onRetry={() => void notices.refetch()} />;
  return (
    <Panel title={t('menu.notice')} data-testid="notice-list">
      <DataTable<TNoticeRow>
        columns={columns}
        rows={notices.data?.list ?? []}
        rowKey={(r) => r.bulletinSq}
        rowTestId={(r) => `notice-row-${r.bulletinSq}`}
        onRowClick={(r) => void navigate(`/noticeDetail/${r.bulletinSq}`)}
        loading={notices.isFetching}
        empty={notices.isPending ? null : t('notice.empty')}
        data-testid="notice-table"
      />
      <Pager page={page} totalCnt={notices.data?.totalCnt ?? 0} onPage={(p) => list.setPage({ ...p, pageSize: BULLETIN_LIMITS.pageSize })} data-testid="notice-pager" />
    </Panel>
  );
}
