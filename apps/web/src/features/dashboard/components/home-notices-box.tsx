import { PaperClipOutlined } from '@ant-design/icons';
import { Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { seoulDayOf } from '@/shared/date/seoul-day';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Panel } from '@/shared/ui/panel';
import { useHomeNotices } from '../api/home-notices';

/** The latest 5 notices (important first): title with the important tag, date; "more" opens the notice list. */
export function HomeNoticesBox() {
  const { t } = useTranslation();
  const query = useHomeNotices();
  let body: ReactNode;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  else if (query.error) body = <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.list.length === 0) body = <p data-testid="home-notices-empty">{t('dashboard.notices.empty')}</p>;
  else
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {query.data.list.map((n) => (
          <li key={n.bulletinSq} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '4px 0' }}>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {n.noticeGb === 'Y' && <Tag color="red">{t('dashboard.notices.important')}</Tag>}
              <Link to={`/noticeDetail/${n.bulletinSq}`} data-testid={`home-notice-${n.bulletinSq}`}>
                {n.title}
              </Link>
              {n.fileYn === 'Y' && <PaperClipOutlined aria-label={t('dashboard.notices.attachment')} style={{ marginInlineStart: 4 }} />}
            </span>
            <span style={{ flex: 'none', opacity: 0.75 }}>{seoulDayOf(n.regDt)}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <Panel
      title={t('dashboard.notices.title')}
      size="small"
      extra={
        <Link to="/notice" data-testid="home-notices-more">
          {t('dashboard.notices.more')}
        </Link>
      }
      data-testid="home-notices"
      style={{ height: '100%' }}
    >
      {body}
    </Panel>
  );
}
