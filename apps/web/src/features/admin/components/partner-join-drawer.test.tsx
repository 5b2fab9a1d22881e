import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { PartnerJoinDrawer } from './partner-join-drawer';

const api = vi.hoisted(() => ({ fetchPartnerJoin: vi.fn(), approvePartnerJoin: vi.fn(), rejectPartnerJoin: vi.fn(), closePartnerJoin: vi.fn() }));
vi.mock('../api/partner-join-review', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    ...api,
    PARTNER_JOIN_KEY: ['admin', 'partnerJoin'],
    partnerJoinFileHref: (a: number, f: number) => `/api/admin/partnerJoin/${a}/file/${f}`,
    usePartnerJoin: (applSeq: number | null) =>
      useQuery({ queryKey: ['pj', applSeq], queryFn: () => api.fetchPartnerJoin(applSeq) as Promise<unknown>, enabled: applSeq !== null }),
  };
});

const s = '';
const detail = {
  applSeq: 7,
  entrStsCd: '10',
  entrStsNm: '신청',
  bizGb: 'C',
  bizGbText: '법인',
  bizNo: '1248100998',
  bizNoText: '124-81-00998',
  supplyEntrNm: '뉴브랜드',
  ownerNm: '김대표',
  entrType: 'N',
  mgrId: 'new_seller',
  chgNm: '이담당',
  regDt: '2026-11-20T01:00:00Z',
  decidedDt: null,
  supplyEntrCd: null,
  bizKind: s,
  bizType: s,
  bizZipNo: s,
  bizFixAddr: s,
  bizDtlAddr: s,
  phone: s,
  fax: s,
  homeUrl: s,
  chgHphone: s,
  chgEmail: s,
  csOperatorNm: s,
  csOperatorPhone: s,
  csOperatorEmail: s,
  sacOperatorNm: s,
  sacOperatorPhone: s,
  sacOperatorEmail: s,
  usdSacUseYn: 'N',
  bankCd: s,
  bankNm: s,
  accountNm: s,
  accountNo: s,
  bankEnAddr: s,
  swiftCd: s,
  countryCd: s,
  mdNm: s,
  deptNm: s,
  agreeYn: 'Y',
  agreeGenuineYn: 'N',
  pymagrmConfirmYn: 'Y',
  ntceYn: 'N',
  rejectReason: null,
  decidedBy: null,
  files: [{ fileSeq: 3, fileKind: 'prsformAttachFile', fileNm: 'form.pdf', fileSize: 2048, mimeType: 'application/pdf' }],
};

describe('PartnerJoinDrawer', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    Object.values(api).forEach((f) => f.mockReset());
    api.fetchPartnerJoin.mockResolvedValue(detail);
    api.approvePartnerJoin.mockResolvedValue({ supplyEntrCd: 'S000123', mgrId: 'new_seller' });
    api.rejectPartnerJoin.mockResolvedValue(1);
  });

  it('shows the fields and files, and approves with the fee rate and settlement day it asks for', async () => {
    renderWithProviders(<PartnerJoinDrawer applSeq={7} onClose={() => undefined} />);
    expect(await screen.findByTestId('pj-field-supplyEntrNm')).toHaveProperty('textContent', '뉴브랜드');
    // Codes by name: entry type N is 일반, an agreement Y is 예.
    expect(screen.getByTestId('pj-field-entrType').textContent).toBe('일반');
    expect(screen.getByTestId('pj-field-agreeYn').textContent).toBe('예');
    expect(screen.getByTestId('pj-file-3').getAttribute('href')).toBe('/api/admin/partnerJoin/7/file/3');
    fireEvent.click(screen.getByTestId('pj-approve'));
    fireEvent.click(await screen.findByTestId('pj-approve-ok'));
    // Both terms are asked for at once; nothing is sent without them.
    expect(await screen.findByText('수수료율은 0~100 사이, 소수 둘째 자리까지 입력해 주세요.')).toBeTruthy();
    expect(await screen.findByText('정산일은 1~31 사이로 입력해 주세요.')).toBeTruthy();
    expect(api.approvePartnerJoin).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('pj-approve-fee-rate'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByTestId('pj-approve-settle-day'), { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('pj-approve-ok'));
    await waitFor(() => expect(api.approvePartnerJoin).toHaveBeenCalledWith(7, { sellFeeRate: '12.5', settleDay: 15 }));
    expect(await screen.findByText(/S000123/)).toBeTruthy();
  });

  it('needs a reason to reject, then sends it trimmed', async () => {
    renderWithProviders(<PartnerJoinDrawer applSeq={7} onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('pj-reject'));
    const ok = await screen.findByTestId('pj-reject-ok');
    fireEvent.click(ok);
    expect(await screen.findByText('반려 사유를 500자 이내로 입력해 주세요.')).toBeTruthy();
    expect(api.rejectPartnerJoin).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('pj-reject-reason'), { target: { value: '  서류 미비  ' } });
    fireEvent.click(ok);
    await waitFor(() => expect(api.rejectPartnerJoin).toHaveBeenCalledWith(7, '서류 미비'));
  });
});
