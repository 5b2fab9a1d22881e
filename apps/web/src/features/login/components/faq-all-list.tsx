import { FAQ_PAGE_SIZE } from '@po/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { faqListQuery } from '@/features/login/api/faq-list';
import { FaqItems } from './faq-items';

/** Every question, 10 per page: the FAQ's second tab, loaded when it is opened (Pagination brings Select). */
export function FaqAllList({ onOpen }: { onOpen: (seq: number) => void }) {
  const { i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const all = useQuery(faqListQuery(i18n.language, pageNum));
  return (
    <Flex vertical gap={12}>
      <FaqItems items={all.data?.list} loading={all.isFetching} failed={all.isError} onOpen={onOpen} />
      {(all.data?.totalCnt ?? 0) > FAQ_PAGE_SIZE && (
        <Flex justify="center">
          <Pagination
            size="small"
            current={pageNum}
            pageSize={FAQ_PAGE_SIZE}
            total={all.data?.totalCnt ?? 0}
            showSizeChanger={false}
            onChange={setPageNum}
            data-testid="faq-pagination"
          />
        </Flex>
      )}
    </Flex>
  );
}
