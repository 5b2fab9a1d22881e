import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import type { PageState } from '@/shared/pagination';
import { Pager } from '@/shared/ui/pager';
import { Panel } from '@/shared/ui/panel';
import { Paragraph } from '@/shared/ui/typography';
import { useSoldOutPopup } from '../popups/popup-api';
import { SoldOutTable } from '../popups/sold-out-table';

const PAGE_SIZE = 30;

/**
 * /soldOutPopup/:supplyEntrCd: the sold-out-soon popup as a page, every option with paging. The rows are always
 * the session's seller's (the server reads the session, never the path): another code in the path shows the
 * session's own list, so a shared link leaks nothing.
 */
export function SoldOutPopupPage() {
  useMessageNamespaces('popup');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize: PAGE_SIZE });
  const { data, isFetching } = useSoldOutPopup(page);
  return (
    <Panel
      title={t('popup.soldOut.pageTitle')}
      extra={
        <Button onClick={() => void navigate('/product/productOptionList?qtyMin=1&qtyMax=5')} data-testid="sold-out-to-options">
          {t('popup.soldOut.toOptionList')}
        </Button>
      }
    >
      <Flex vertical gap={12} data-testid="sold-out-page">
        {data && <Paragraph style={{ margin: 0 }}>{t('popup.soldOut.intro', { soldOutCnt: data.soldOutCnt, ordCnt: data.ordCnt })}</Paragraph>}
        <SoldOutTable rows={data?.list ?? []} loading={isFetching} />
        <Pager page={page} totalCnt={data?.totalCnt ?? 0} onPage={setPage} />
      </Flex>
    </Panel>
  );
}
