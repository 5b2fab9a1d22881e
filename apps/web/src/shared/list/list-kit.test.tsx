import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ZDeliveryLocListFilter } from '@po/contracts';
import { i18n } from '@/shared/i18n/i18n';
import { ListPage } from '@/shared/ui/list-page';
import { renderWithProviders } from '@/test/render-with-providers';
import { readFilters } from './use-list-search';

describe('list kit', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });

  it('keeps the filters the contract accepts, one by one', () => {
    expect(
      readFilters(ZDeliveryLocListFilter, { deliveryLocNm: ' 센터 ', useYn: 'X', verifiedYn: 'Y', regDtFrom: '2026-11-01', other: 1, frcnDyplYn: '' }),
    ).toEqual({ deliveryLocNm: '센터', verifiedYn: 'Y', regDtFrom: '2026-11-01' });
    expect(readFilters(ZDeliveryLocListFilter, null)).toEqual({});
  });

  function Shell({ filtered, error }: { filtered: boolean; error?: Error }) {
    const [form] = Form.useForm<{ q: string }>();
    return (
      <ListPage<{ id: string }, { q: string }>
        title="목록"
        excel={<button type="button">엑셀</button>}
        form={form}
        filters={null}
        initialValues={{ q: '' }}
        onSearch={vi.fn()}
        query={{ data: { list: [], totalCnt: 0 }, error: error ?? null, isFetching: false, refetch: vi.fn() }}
        columns={[{ key: 'id', dataIndex: 'id', title: 'ID' }]}
        rowKey="id"
        page={{ pageNum: 1, pageSize: 10 }}
        onPage={vi.fn()}
        filtered={filtered}
        emptyText="등록된 항목이 없습니다."
        testId="shell"
      />
    );
  }

  it('tells "nothing matches these filters" from "nothing registered yet", and keeps a slot for Excel', async () => {
    const { unmount } = renderWithProviders(<Shell filtered />);
    expect((await screen.findByTestId('shell-empty')).textContent).toContain('검색 조건에 맞는 결과가 없습니다.');
    expect(screen.getByText('엑셀')).toBeTruthy();
    unmount();
    renderWithProviders(<Shell filtered={false} />);
    expect((await screen.findByTestId('shell-empty')).textContent).toContain('등록된 항목이 없습니다.');
  });

  it('shows a failed load with a retry', async () => {
    renderWithProviders(<Shell filtered={false} error={new Error('x')} />);
    expect(await screen.findByTestId('query-failed')).toBeTruthy();
  });
});
