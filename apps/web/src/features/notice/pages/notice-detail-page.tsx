import { PaperClipOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ZNoticeDetailParams } from '@po/contracts';
import { Button, Divider, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '@/shared/format/date';
import { isApiError } from '@/shared/http/errors';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Text, Title } from '@/shared/ui/typography';
import { downloadNoticeFile, useNoticeDetail } from '../api/notice-board';
import { NoticeTitle } from '../components/notice-title';
import '@/shared/ui/rich-text/rich-text.css';

function NoticeDetail({ bulletinSq }: { bulletinSq: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = useNoticeDetail(bulletinSq);
  const back = (
    <Button icon={<UnorderedListOutlined />} onClick={() => void navigate('/notice')} data-testid="notice-back">
      {t('notice.backToList')}
    </Button>
  );
  if (notice.isPending) return <PageSpinner />;
  if (notice.error) {
    if (isApiError(notice.error, 'NOT_FOUND'))
      return <Empty description={t('notice.notFound')} data-testid="notice-not-found">{back}</Empty>;
    return <QueryFailed error={notice.error} onRetry={() => void notice.refetch()} />;
  }
  const n = notice.data;
  const go = (id: number | null) => (id === null ? undefined : () => void navigate(`/noticeDetail/${id}`));
  return (
    <Panel data-testid="notice-detail">
      <Title level={4} data-testid="notice-title">
        <NoticeTitle title={n.title} noticeGb={n.noticeGb} />
      </Title>
      <Text type="secondary" data-testid="notice-regDt">
        {formatDateTime(n.regDt)}
      </Text>
      {n.fileList.length > 0 && (
        <Flex vertical gap={4} style={{ marginTop: 12 }} data-testid="notice-files">
          <Text strong>{t('notice.attachments')}</Text>
          {n.fileList.map((f) => (
            <Button
              key={f.fileSq}
              type="link"
              icon={<PaperClipOutlined />}
              style={{ alignSelf: 'flex-start', padding: 0 }}
              // A failed download shows the download-failed message (the download helper's toast).
              onClick={() => void downloadNoticeFile(f).catch(() => undefined)}
              data-testid={`notice-file-${f.fileSq}`}
            >
              {f.fileName}
            </Button>
          ))}
        </Flex>
      )}
      <Divider />
      {/* Sanitised on the server when it was saved (sanitize-html: no scripts, handlers or foreign frames). */}
      <div className="po-rich-text-content" dangerouslySetInnerHTML={{ __html: n.contents }} data-testid="notice-contents" />
      <Divider />
      <Flex justify="space-between">
        <Button disabled={n.prevBulletinSq === null} onClick={go(n.prevBulletinSq)} data-testid="notice-prev">
          {t('notice.prev')}
        </Button>
        {back}
        <Button disabled={n.nextBulletinSq === null} onClick={go(n.nextBulletinSq)} data-testid="notice-next">
          {t('notice.next')}
        </Button>
      </Flex>
    </Panel>
  );
}

/** /noticeDetail/:bulletinSq: title, date, attachments, contents, back to the list (§2). */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const parsed = ZNoticeDetailParams.safeParse(useParams());
  if (!parsed.success) return <Empty description={t('notice.notFound')} data-testid="notice-not-found" />;
  return <NoticeDetail key={parsed.data.bulletinSq} bulletinSq={parsed.data.bulletinSq} />;
}
