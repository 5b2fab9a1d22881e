import type { TDeliveryPolicyHistoryRow } from '@po/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { PolicyHistory } from './policy-history';

const { usePolicyHistory } = vi.hoisted(() => ({ usePolicyHistory: vi.fn() }));
vi.mock('../api/policy-history', () => ({ usePolicyHistory }));

const version = (o: Partial<TDeliveryPolicyHistoryRow>): TDeliveryPolicyHistoryRow => ({
  dlcstPlcySeq: 1,
  currentYn: 'N',
  dlcstPlcyTitl: '기본 유료배송',
  plcyTypeCd: '01',
  plcyTypeNm: '묶음배송',
  strtDt: '2026-01-01',
  endDt: '2027-12-31',
  dlcstTypeCd: '02',
  dlcstTypeNm: '유료',
  dlcst: 2500,
  dlcstLevyStdrAmt: 0,
  inmnDlcst: 5000,
  jejuDlcst: 3000,
  rtrnDlcst: 3000,
  exchDlcst: 6000,
  useYn: 'Y',
  upNm: '이서연',
  upDt: '2026-11-20T01:00:00.000Z',
  changedNm: null,
  changedDt: null,
  changedFields: [],
  ...o,
});

const rows = [
  version({ dlcstPlcySeq: 3, currentYn: 'Y', dlcst: 3500, endDt: '2028-12-31', upDt: '2026-11-22T01:00:00.000Z' }),
  version({ dlcstPlcySeq: 2, dlcst: 3000, changedNm: '박지훈', changedDt: '2026-11-22T01:00:00.000Z', changedFields: ['dlcst', 'endDt'] }),
  version({ dlcstPlcySeq: 1, changedNm: '이서연', changedDt: '2026-11-21T01:00:00.000Z', changedFields: ['dlcst'] }),
];

describe('PolicyHistory', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    usePolicyHistory.mockReturnValue({ data: { list: rows, totalCnt: 3 }, error: null, isFetching: false, refetch: vi.fn() });
  });

  it('lists every version, the current one first and marked', () => {
    renderWithProviders(<PolicyHistory dlcstPlcyCd="DP0002" />);
    const body = screen.getByTestId('policy-history-table');
    const versions = within(body)
      .getAllByTestId('history-version')
      .map((e) => e.textContent);
    expect(versions).toEqual(['v3', 'v2', 'v1']);
    expect(within(body).getByText('현재')).toBeTruthy();
    expect(usePolicyHistory).toHaveBeenCalledWith('DP0002', { pageNum: 1, pageSize: 10 });
  });

  it('highlights the values the next version changed, a date as the period, and says who changed them', () => {
    renderWithProviders(<PolicyHistory dlcstPlcyCd="DP0002" />);
    expect(screen.getByTestId('history-changed-2-dlcst').textContent).toBe('3,000원');
    expect(screen.getByTestId('history-changed-2-period').textContent).toBe('2026-01-01 ~ 2027-12-31');
    expect(screen.getByTestId('history-changed-1-dlcst').textContent).toBe('2,500원');
    expect(screen.queryByTestId('history-changed-1-period')).toBeNull();
    expect(screen.queryByTestId('history-changed-3-dlcst')).toBeNull();
    expect(screen.getByText('박지훈 · 2026-11-22 10:00')).toBeTruthy();
  });

  it('says so when there is nothing', () => {
    usePolicyHistory.mockReturnValue({ data: { list: [], totalCnt: 0 }, error: null, isFetching: false, refetch: vi.fn() });
    renderWithProviders(<PolicyHistory dlcstPlcyCd="DP0002" />);
    expect(screen.getByText('변경 이력이 없습니다.')).toBeTruthy();
  });
});
