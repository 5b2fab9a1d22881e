import type { TDeliveryLocDetailReply, TGoodsFlowDetailReply, TGoodsFlowStatus } from '@po/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { GoodsFlowPanel } from './goods-flow-panel';

const { useGoodsFlow, mutateAsync } = vi.hoisted(() => ({ useGoodsFlow: vi.fn(), mutateAsync: vi.fn() }));
vi.mock('../api/goods-flow', () => ({ useGoodsFlow }));
vi.mock('../api/goods-flow-actions', () => ({ useGoodsFlowAction: () => ({ mutateAsync, isPending: false, variables: undefined }) }));

const site = { deliveryLocCd: 'DL0001', deliveryEntrNm: 'CJ대한통운' } as TDeliveryLocDetailReply;
const contract = (gfStsCd: TGoodsFlowStatus, o: Partial<TGoodsFlowDetailReply> = {}): TGoodsFlowDetailReply => ({
  deliveryLocCd: 'DL0001',
  deliveryLocNm: '성수',
  deliveryEntrCd: '04',
  deliveryEntrNm: 'CJ대한통운',
  contractNo: 'CJ-2401001',
  contractCustNo: '30012345',
  fareType: '01',
  fareTypeNm: '신용',
  mdNm: '김담당',
  boxFares: [{ boxSize: 'S', shscFare: 3000, bhFare: 4000, rtFare: 3000 }],
  gfStsCd,
  gfStsNm: gfStsCd,
  verifiedResultMsg: null,
  rejectReason: null,
  renewDt: null,
  requestDt: null,
  decisionDt: null,
  regDt: '2026-11-22T01:00:00.000Z',
  regNm: '이서연',
  upDt: '2026-11-22T01:00:00.000Z',
  upNm: '이서연',
  ...o,
});
const shown = () => ['gf-register', 'gf-save', 'gf-request', 'gf-delete'].filter((id) => screen.queryByTestId(id));

describe('GoodsFlowPanel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    mutateAsync.mockReset().mockResolvedValue(1);
  });

  it.each([
    [null, ['gf-register']],
    ['REGISTERED', ['gf-save', 'gf-request', 'gf-delete']],
    ['REQUESTED', []],
    ['APPROVED', ['gf-save', 'gf-delete']],
    ['REJECTED', ['gf-save', 'gf-request', 'gf-delete']],
  ] as const)('offers the buttons the status allows: %s', async (status, buttons) => {
    useGoodsFlow.mockReturnValue({ data: status ? contract(status) : null, error: null, isPending: false });
    renderWithProviders(<GoodsFlowPanel site={site} />);
    await screen.findByTestId('goods-flow-panel');
    expect(shown()).toEqual(buttons);
    expect(screen.getByTestId('gf-status').getAttribute('data-status')).toBe(status ?? 'NONE');
  });

  it('freezes the form while the contract awaits approval', async () => {
    useGoodsFlow.mockReturnValue({ data: contract('REQUESTED'), error: null, isPending: false });
    renderWithProviders(<GoodsFlowPanel site={site} />);
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('gf-contract-no').value).toBe('CJ-2401001'));
    expect(screen.getByTestId<HTMLInputElement>('gf-contract-no').disabled).toBe(true);
    expect(screen.getByTestId('gf-notice-requested')).toBeTruthy();
  });

  it('shows a rejection’s reason and registers a new contract with its fares', async () => {
    useGoodsFlow.mockReturnValue({
      data: contract('REJECTED', { rejectReason: '고객번호가 다릅니다.', renewDt: '2026-12-01' }),
      error: null,
      isPending: false,
    });
    const { unmount } = renderWithProviders(<GoodsFlowPanel site={site} />);
    expect((await screen.findByTestId('gf-reject-reason')).textContent).toContain('고객번호가 다릅니다.');
    unmount();

    useGoodsFlow.mockReturnValue({ data: null, error: null, isPending: false });
    renderWithProviders(<GoodsFlowPanel site={site} />);
    fireEvent.click(await screen.findByTestId('gf-register'));
    expect(await screen.findByText('계약코드를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('박스 크기별 운임을 하나 이상 입력해 주세요.')).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('shows a conflict’s own text', async () => {
    useGoodsFlow.mockReturnValue({ data: contract('REGISTERED'), error: null, isPending: false });
    mutateAsync.mockRejectedValueOnce(new ApiError(409, { errorCode: 'CONFLICT', displayMessage: '굿스플로 승인 대기 중입니다.' }));
    renderWithProviders(<GoodsFlowPanel site={site} />);
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('gf-md-nm').value).toBe('김담당'));
    fireEvent.change(screen.getByTestId('gf-md-nm'), { target: { value: '박담당' } });
    fireEvent.click(screen.getByTestId('gf-save'));
    await waitFor(() =>
      expect(mutateAsync).toHaveBeenCalledWith({
        kind: 'update',
        body: expect.objectContaining({ mdNm: '박담당', boxFares: [{ boxSize: 'S', shscFare: 3000, bhFare: 4000, rtFare: 3000 }] }),
      }),
    );
    expect(await screen.findByText('굿스플로 승인 대기 중입니다.')).toBeTruthy();
  });
});
