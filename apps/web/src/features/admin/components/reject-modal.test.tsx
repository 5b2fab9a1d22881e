import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { RejectModal } from './reject-modal';

const { rejectGoodsFlow } = vi.hoisted(() => ({ rejectGoodsFlow: vi.fn() }));
vi.mock('../api/reject-goods-flow', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    rejectGoodsFlow,
    useRejectGoodsFlow: () =>
      useMutation({ mutationFn: ({ key, body }: { key: unknown; body: unknown }): Promise<1> => rejectGoodsFlow(key, body) as Promise<1> }),
  };
});

const target = { supplyEntrCd: 'S000001', deliveryLocCd: 'DL0002' };

describe('RejectModal', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    rejectGoodsFlow.mockReset().mockResolvedValue(1);
  });

  it('needs a reason, then sends it with no renew date', async () => {
    const onClose = vi.fn();
    renderWithProviders(<RejectModal target={target} onClose={onClose} />);
    const ok = await screen.findByTestId('gf-admin-reject-confirm');
    fireEvent.click(ok);
    expect(await screen.findByText('반려 사유를 입력해 주세요.')).toBeTruthy();
    expect(rejectGoodsFlow).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('gf-admin-reject-reason'), { target: { value: '  고객번호가 택배사 등록 정보와 다릅니다.  ' } });
    fireEvent.click(ok);
    await waitFor(() => expect(rejectGoodsFlow).toHaveBeenCalledWith(target, { rejectReason: '고객번호가 택배사 등록 정보와 다릅니다.', renewDt: null }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });
});
