import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageBlock, pageCountOf, type PageState } from '@/shared/pagination';

export interface PagerProps {
  page: PageState;
  totalCnt: number;
  onPage: (page: PageState) => void;
  'data-testid'?: string;
}

/**
 * The list kit's paging (spec §9: 10 visible pages): first, previous, the block of ten holding the current
 * page, next, last. Hidden while everything fits on one page.
 */
export function Pager({ page, totalCnt, onPage, ...rest }: PagerProps) {
  const { t } = useTranslation();
  const pageCount = pageCountOf(totalCnt, page.pageSize);
  if (pageCount <= 1) return null;
  const current = Math.min(page.pageNum, pageCount);
  const { from, to } = pageBlock(current, pageCount);
  const go = (pageNum: number) => onPage({ pageNum, pageSize: page.pageSize });
  const step = (label: string, icon: ReactNode, target: number, disabled: boolean) => (
    <Button size="small" type="text" icon={icon} aria-label={label} title={label} disabled={disabled} onClick={() => go(target)} />
  );
  return (
    <nav aria-label={t('form.list.pages')} data-testid={rest['data-testid']}>
      <Flex justify="center" align="center" gap={4} wrap style={{ marginTop: 12 }}>
        {step(t('form.list.first'), <DoubleLeftOutlined />, 1, current === 1)}
        {step(t('form.list.prev'), <LeftOutlined />, current - 1, current === 1)}
        {Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => (
          <Button
            key={n}
            size="small"
            type={n === current ? 'primary' : 'text'}
            aria-label={t('form.list.page', { page: n })}
            aria-current={n === current ? 'page' : undefined}
            onClick={() => n !== current && go(n)}
            style={{ minWidth: 28 }}
          >
            {n}
          </Button>
        ))}
        {step(t('form.list.next'), <RightOutlined />, current + 1, current === pageCount)}
        {step(t('form.list.last'), <DoubleRightOutlined />, pageCount, current === pageCount)}
      </Flex>
    </nav>
  );
}
